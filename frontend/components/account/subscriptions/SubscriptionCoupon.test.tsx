import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { usd } from "@/test-data/money";
import { subscriptionDetail, subscriptionItem, subscriptionQuote } from "@/test-data/subscriptions";

import { SubscriptionCoupon } from "./SubscriptionCoupon";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const update = { operationName: "UpdateSubscription", id: "UpdateSubscription-id" };
const estimate = { operationName: "EstimateSubscriptionQuote", id: "EstimateSubscriptionQuote-id" };

// Two monthly bottles of Rootwell Core for Women at $79.
const subscription = subscriptionDetail({
  quote: subscriptionQuote({
    items: [subscriptionItem("RW-CORE-W-1M-S01", "Rootwell Core for Women", 2, "79.00")],
    subtotal: usd("158.00"),
    grand_total: usd("158.00"),
  }),
});

const fetchMock = vi.fn<typeof fetch>();
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
const priced = (discount: string, total: string) =>
  jsonResponse({
    data: {
      estimateSubscriptionQuote: {
        frequency_count: 1,
        subtotal: usd("158.00"),
        discount_amount: usd(discount),
        grand_total: usd(total),
        items: [],
      },
    },
  });
const refused = (message: string) => jsonResponse({ data: null, errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] });
const done = () => jsonResponse({ data: { updateSubscription: { subscription: { entity_id: 12, status: "active", next_run: null } } } });

/** The subscription with `code` applied, for `renewalsLeft` more shipments. */
function showWithCode(code: string, renewalsLeft: number) {
  render(
    <SubscriptionCoupon
      subscription={{ ...subscription, coupon_code: code, coupon_renewals_left: renewalsLeft }}
      estimate={estimate}
      update={update}
    />,
  );
}

const codeField = () => screen.getByRole("textbox", { name: "Discount code" });
const estimateTotal = () => document.querySelector("[data-estimate-total]")?.textContent;

withBrowserFetch(fetchMock, { setUp: () => router.refresh.mockReset() });

describe("SubscriptionCoupon", () => {
  it("prices a typed code on the next shipment, then applies it", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      String(init?.body).includes("Update") ? done() : priced("23.70", "134.30"),
    );
    render(<SubscriptionCoupon subscription={subscription} estimate={estimate} update={update} />);

    expect(screen.getByRole("button", { name: "Check Code" })).toHaveProperty("disabled", true);
    fireEvent.change(codeField(), { target: { value: " ava15 " } });
    fireEvent.click(screen.getByRole("button", { name: "Check Code" }));

    await waitFor(() => expect(estimateTotal()).toBe("$134.30"));
    expect(document.querySelector("[data-estimate]")?.textContent).toContain("Discount-$23.70");
    expect(sent()[0].variables).toEqual({
      entity_id: 12,
      products: [{ sku: "RW-CORE-W-1M-S01", qty: 2 }],
      coupon_code: "ava15",
    });

    fireEvent.click(screen.getByRole("button", { name: "Apply Code" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Your discount code was applied."));
    expect(sent().at(-1).variables).toEqual({ input: { entity_id: 12, coupon_code: "ava15" } });
    expect(router.refresh).toHaveBeenCalled();
    expect((codeField() as HTMLInputElement).value).toBe("");
  });

  it("shows the shop's refusal, applies nothing, and clears it once the code is typed again", async () => {
    const message = 'The coupon code "GROW10" isn\'t valid. Verify the code and try again.';
    fetchMock.mockImplementation(async () => refused(message));
    render(<SubscriptionCoupon subscription={subscription} estimate={estimate} update={update} />);

    fireEvent.change(codeField(), { target: { value: "GROW10" } });
    fireEvent.click(screen.getByRole("button", { name: "Check Code" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expect(screen.queryByRole("button", { name: "Apply Code" })).toBeNull();
    expect(screen.getByRole("button", { name: "Check Code" })).toHaveProperty("disabled", true);
    expect(sent().every((body) => !body.operationName.includes("Update"))).toBe(true);

    fireEvent.change(codeField(), { target: { value: "AVA15" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Check Code" })).toHaveProperty("disabled", false);
  });

  it("shows the applied code with a control that removes it", async () => {
    fetchMock.mockImplementation(async () => done());
    showWithCode("AVA15", 2);

    expect(screen.getByText("AVA15").parentElement?.textContent).toBe("Discount code AVA15 comes off your next 2 shipments.");
    expect(screen.queryByRole("form", { name: "Discount code" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Remove discount code AVA15" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Your discount code was removed."));
    expect(sent()[0].variables).toEqual({ input: { entity_id: 12, coupon_code: "" } });
  });

  it("says when the code discounts only the next shipment", () => {
    showWithCode("UPGRADE25", 1);

    expect(screen.getByText("UPGRADE25").parentElement?.textContent).toBe("Discount code UPGRADE25 comes off your next shipment.");
  });
});
