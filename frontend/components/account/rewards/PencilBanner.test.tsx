import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";

import PencilBanner, { DISMISSED_KEY } from "./PencilBanner";

const operation = { operationName: "PencilBanner", id: "PencilBanner-id" };
const fetchMock = vi.fn<typeof fetch>();
const answer = (nextReward: unknown, statuses: string[]) =>
  jsonResponse({
    data: {
      customer: { next_reward: nextReward },
      subscriptions: { subscriptions: statuses.map((status) => ({ status })) },
    },
  });
const events = () => (window.rootwellAnalytics ?? []).map(({ event, properties }) => [event, properties]);

withBrowserFetch(fetchMock, { setUp: () => sessionStorage.clear() });
afterEach(() => {
  delete window.rootwellAnalytics;
});

describe("PencilBanner", () => {
  it.each([
    ["pick_your_booster", 3, "/account/rewards/booster-selection/3/"],
    ["free_gift", 4, "/account/rewards/gift-selection/4/"],
    ["upgrade_booster", 5, "/account/rewards/upgrade-confirmation/5/"],
    ["pay_it_forward", 6, "/account/rewards/#reward-6"],
    ["refer_a_friend", null, "/account/rewards/#referral"],
  ])("shows the %s reward's text, linking to where it is taken up", async (type, id, href) => {
    fetchMock.mockResolvedValue(answer({ reward_type: type, segment_id: id, pencil_banner_text: `Banner for ${type}` }, ["active"]));
    render(<PencilBanner operation={operation} />);
    const link = await screen.findByRole("link", { name: `Banner for ${type}` });
    expect(link.getAttribute("href")).toBe(href);
    expect(screen.getByRole("complementary", { name: "Your rewards" }).getAttribute("data-pencil-banner")).toBe(type);
    await waitFor(() =>
      expect(events()).toEqual([["Account Notification Shown", { name: `pencil_banner_${type}`, type: "standard" }]]),
    );
  });

  it("pushes a subscription to a customer without one", async () => {
    fetchMock.mockResolvedValue(answer(null, ["canceled"]));
    render(<PencilBanner operation={operation} />);
    const link = await screen.findByRole("link", { name: /^Subscribe and save/ });
    expect(link.getAttribute("href")).toBe("/products/");
    fireEvent.click(link);
    expect(events()).toContainEqual(["Account Notification Clicked", { name: "pencil_banner_subpush", type: "standard" }]);
  });

  it("shows nothing to a subscriber without a reward, or when the shop cannot say", async () => {
    fetchMock.mockResolvedValueOnce(answer(null, ["active"]));
    const view = render(<PencilBanner operation={operation} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("complementary")).toBeNull();
    view.unmount();

    fetchMock.mockResolvedValueOnce(new Response("Bad gateway", { status: 502 }));
    render(<PencilBanner operation={operation} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(events()).toEqual([]);
  });

  it("stays closed for the session once dismissed, until another reward comes", async () => {
    fetchMock.mockResolvedValue(answer({ reward_type: "free_gift", segment_id: 4, pencil_banner_text: "A gift" }, ["active"]));
    const first = render(<PencilBanner operation={operation} />);
    fireEvent.click(await screen.findByRole("button", { name: "Dismiss this offer" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(events()).toContainEqual(["Account Notification Closed", { name: "pencil_banner_free_gift", type: "standard" }]);
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_KEY)!)).toEqual(["free_gift:4"]);
    first.unmount();

    // The next page of the session: still closed.
    render(<PencilBanner operation={operation} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("complementary")).toBeNull();
    cleanup();

    fetchMock.mockResolvedValue(answer({ reward_type: "pick_your_booster", segment_id: 8, pencil_banner_text: "A booster" }, ["active"]));
    render(<PencilBanner operation={operation} />);
    expect(await screen.findByRole("link", { name: "A booster" })).toBeTruthy();
  });
});
