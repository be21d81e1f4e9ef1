import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import { rewardsView } from "@/lib/rewards/rewards";
import { usd } from "@/test-data/money";
import { rewardOffer } from "@/test-data/rewards";

import { Rewards } from "./Rewards";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const customer = { entity_id: 7, email: "casey@example.com" };
const operations = { accept: { operationName: "AcceptLoyaltyCampaign", id: "AcceptLoyaltyCampaign-id" }, decline: { operationName: "DeleteLoyaltyCampaign", id: "DeleteLoyaltyCampaign-id" } };
const subscriptions = [{ entity_id: 12, name: "Rootwell Core for Women", status: "active", next_run: "2026-04-30" }];
const names = new Map([["RW-BIOTIN-1M-S01", "Biotin Booster"]]);

const gift = rewardOffer({ segment_id: 1, reward_type: "free_gift", title: "A free gift", remaining_lifetime: 2 });
const upgrade = rewardOffer({ segment_id: 2, reward_type: "upgrade_booster", title: "Upgrade to 3 months", upgrade_interval: 3 });
const booster = rewardOffer({ segment_id: 3, title: "Pick a booster" });
const forward = rewardOffer({ segment_id: 4, reward_type: "pay_it_forward", title: "Gift a friend", friend_discount: usd("10.00") });
const accepted = rewardOffer({ segment_id: 5, title: "October booster", is_accepted: true, booster_accepted_list: ["RW-BIOTIN-1M-S01"] });
const used = rewardOffer({
  segment_id: 6,
  reward_type: "free_gift",
  title: "September gift",
  is_accepted: true,
  is_used: true,
  used_order_number: "100042",
});

function show(view: ReturnType<typeof rewardsView>, referral = null) {
  render(
    <Rewards customer={customer} view={view} subscriptions={subscriptions} names={names} referral={referral} operations={operations} />,
  );
}

withAppLinks();

describe("Rewards", () => {
  it("shows the next reward first, then the others in the spec's order, then what was accepted", () => {
    show(
      rewardsView({
        open: [gift, upgrade, booster, forward, accepted],
        all: [used, accepted],
        nextReward: { reward_type: "free_gift", segment_id: 1, pencil_banner_text: "" },
      }),
    );
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Your Next Reward", "More Rewards", "Accepted"]);

    const next = screen.getByRole("region", { name: "Your Next Reward" });
    expect(within(next).getByRole("heading", { name: "A free gift" })).toBeTruthy();
    expect(within(next).getByText("2 days left")).toBeTruthy();
    expect(within(next).getByRole("link", { name: "Choose a Gift" }).getAttribute("href")).toBe("/account/rewards/gift-selection/1/");

    const more = screen.getByRole("region", { name: "More Rewards" });
    expect(within(more).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Gift a friend",
      "Pick a booster",
      "Upgrade to 3 months",
    ]);
    expect(within(more).getByRole("link", { name: "Choose a Booster" }).getAttribute("href")).toBe(
      "/account/rewards/booster-selection/3/",
    );
    expect(within(more).getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/account/rewards/upgrade-confirmation/2/");
    // Pay it forward is sent from its card; every open offer can be declined.
    expect(within(more).getByRole("form", { name: "Send Gift a friend to a friend" })).toBeTruthy();
    expect(within(more).getByText("Your friend gets $10 off their first subscription order.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Decline / })).toHaveLength(4);

    const done = within(screen.getByRole("region", { name: "Accepted" })).getAllByRole("article");
    expect(done[0].textContent).toContain("You chose Biotin Booster.");
    expect(done[0].textContent).toContain("Ships with your next shipment on April 30, 2026.");
    expect(done[1].textContent).toContain("Used");
    expect(done[1].textContent).toContain("Shipped with order #100042.");
    expect(within(done[1]).getByRole("link", { name: "View order #100042" }).getAttribute("href")).toBe("/account/orders/100042/");
  });

  it("offers refer-a-friend as the next reward once everything was accepted", () => {
    show(
      rewardsView({ open: [accepted], all: [accepted], nextReward: { reward_type: "refer_a_friend", pencil_banner_text: "Refer" } }),
    );
    const next = screen.getByRole("region", { name: "Your Next Reward" });
    expect(within(next).getByRole("link", { name: "Refer a Friend" }).getAttribute("href")).toBe("/refer-a-friend/");
  });

  it("says plainly when there is nothing, with the way to refer a friend", () => {
    show(rewardsView({ open: [], all: [], nextReward: null }));
    expect(screen.getByText(/^You have no rewards right now\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Refer a Friend" }).getAttribute("href")).toBe("/refer-a-friend/");
    expect(screen.queryByRole("region", { name: "Your Next Reward" })).toBeNull();
  });

  it("shows the customer's referral: code, link to copy, what each side gets and what it earned", () => {
    const referral = {
      code: "CASEY10",
      url: "https://rootwell.example/refer-a-friend/?code=CASEY10",
      friend_discount: usd("10.00"),
      referrer_credit: usd("15.00"),
      referrals_count: 2,
      credit_earned: usd("30.00"),
    };
    render(
      <Rewards
        customer={customer}
        view={rewardsView({ open: [], all: [], nextReward: null })}
        subscriptions={subscriptions}
        names={names}
        referral={referral}
        operations={operations}
      />,
    );
    const section = screen.getByRole("region", { name: "Refer a Friend" });
    expect(within(section).getByText("CASEY10")).toBeTruthy();
    expect((within(section).getByRole("textbox", { name: "Your referral link" }) as HTMLInputElement).value).toBe(referral.url);
    expect(within(section).getByRole("button", { name: "Copy Link" })).toBeTruthy();
    expect(section.textContent).toContain("Your friends get $10 off their first subscription order, and you earn $15 in store credit");
    expect(section.textContent).toContain("Credit earned$30");
  });
});
