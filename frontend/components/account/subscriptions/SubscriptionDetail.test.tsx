import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { withTrackedLinks } from "@/test-data/component-tests";
import { usd } from "@/test-data/money";
import {
  subscriptionCountries as countries,
  subscriptionCustomer as customer,
  subscriptionDetail as subscription,
  type Subscription,
  subscriptionEstimate,
  subscriptionQuote as quote,
} from "@/test-data/subscriptions";

import { SubscriptionDetail } from "./SubscriptionDetail";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
import { SubscriptionNotFound } from "./SubscriptionNotFound";
import { requestBody } from "@/lib/graphql/browser";

const update = { operationName: "UpdateSubscription", id: "UpdateSubscription-id" };
const estimate = { operationName: "EstimateSubscriptionQuote", id: "EstimateSubscriptionQuote-id" };
const nextCharge = { operationName: "SubscriptionNextChargeAfter", id: "SubscriptionNextChargeAfter-id" };

function renderDetail(shown: Subscription) {
  return render(
    <SubscriptionDetail
      customer={customer}
      countries={countries}
      cards={[]}
      subscription={shown}
      update={update}
      estimate={estimate}
      nextCharge={nextCharge}
    />,
  );
}

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

/** The terms of a section's description list (its first, or the one with this label) and what each says. */
function details(sectionName: string, label?: string): Record<string, string> {
  const list = section(sectionName).querySelector<HTMLElement>(label ? `dl[aria-label="${label}"]` : "dl")!;
  const entries: Record<string, string> = {};
  for (const term of within(list).getAllByRole("term")) {
    entries[term.textContent ?? ""] = term.nextElementSibling?.textContent ?? "";
  }
  return entries;
}

withTrackedLinks();

describe("SubscriptionDetail", () => {
  it("is headed by the product, with its status and number", () => {
    renderDetail(subscription());

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Rootwell Core for Women");
    expect(screen.getByRole("list", { name: "Status" }).textContent).toBe("Active");
    expect(screen.getByText("Subscription #S100042-1")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(window.rootwellAnalytics ?? []).toEqual([]);
  });

  it("shows how often it ships, the next shipment, when it started and its number", () => {
    renderDetail(subscription());

    expect(details("Schedule")).toEqual({
      Ships: "Every 90 days",
      "Next shipment": "April 30, 2026 at $263.50",
      "Subscribed on": "January 30, 2026",
      "Hair journey started": "January 28, 2026",
      "Subscription number": "S100042-1",
    });
  });

  it("shows the next charge's date and price, never the first order's discounted price", () => {
    // The first order took a coupon's $10 off; the renewal charges $224 on a later day than scheduled.
    const firstOrder = quote({ subtotal: usd("214.00"), grand_total: usd("214.00") });
    renderDetail(
      subscription({
        quote: firstOrder,
        next_charge: { ...subscription().next_charge, date: "2026-05-12", subtotal: usd("224.00"), grand_total: usd("224.00") },
      }),
    );

    expect(details("Schedule")["Next shipment"]).toBe("May 12, 2026 at $224");
    expect(details("Each shipment", "Totals")).toEqual({ Subtotal: "$224", "Total each shipment": "$224" });
    expect(document.body.textContent).not.toContain("$214");
  });

  it("shows when a canceled subscription was canceled, and no next shipment", () => {
    renderDetail(subscription({ status: "canceled", cancel_date: "2026-02-03", journey_start_date: null, frequency_count: 6 }));

    expect(details("Schedule")).toEqual({
      Ships: "Every 180 days",
      "Canceled on": "February 3, 2026",
      "Subscribed on": "January 30, 2026",
      "Subscription number": "S100042-1",
    });
    expect(screen.getByRole("list", { name: "Status" }).textContent).toBe("Canceled");
  });

  it("lists each shipment's products with quantity, price and row total, then the totals", () => {
    renderDetail(subscription());

    const table = screen.getByRole("table", { name: "Each shipment" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
      "Rootwell Core for Women",
      "Rootwell Scalp Serum",
    ]);
    expect(rows).toEqual([
      ["Product", "Quantity", "Price", "Total"],
      ["Rootwell Core for Women", "2", "$112", "$224"],
      ["Rootwell Scalp Serum", "1", "$39.50", "$39.50"],
    ]);
    expect(details("Each shipment", "Totals")).toEqual({
      Subtotal: "$263.50",
      "Total each shipment": "$263.50",
    });
  });

  it("takes its discount code's discount off the totals and offers to remove the code", () => {
    renderDetail(
      subscription({
        coupon_code: "AVA15",
        changes: { ...subscription().changes, actions: ["cancel", "change_coupon"] },
        quote: quote({ discount_amount: usd("39.53"), grand_total: usd("223.97") }),
      }),
    );

    expect(details("Each shipment", "Totals")).toEqual({
      Subtotal: "$263.50",
      Discount: "-$39.53",
      "Total each shipment": "$223.97",
    });
    expect(within(section("Each shipment")).getByRole("button", { name: "Remove discount code AVA15" })).toBeTruthy();
  });

  it("offers no discount code where the subscription's status allows no change of it", () => {
    renderDetail(subscription({ status: "canceled", changes: { ...subscription().changes, actions: ["reactivate"] } }));

    expect(screen.queryByRole("form", { name: "Discount code" })).toBeNull();
  });

  it("shows the shipping address and the card it charges", () => {
    renderDetail(subscription());

    const address = section("Shipping address").querySelector("address")!;
    expect([...address.querySelectorAll("p")].map((line) => line.textContent)).toEqual([
      "Casey Lee",
      "1 Main St",
      "Apt 4",
      "Los Angeles, CA 90001",
      "United States",
      "555-0100",
    ]);
    expect(details("Payment")).toEqual({
      Card: "Visa ending in 4242",
      Expires: "03/2030",
    });
  });

  it("says so when there is no card or address", () => {
    renderDetail(subscription({ quote: quote({ shipping_address: null, payment: null }) }));

    expect(section("Shipping address").textContent).toContain("This subscription has no shipping address.");
    expect(section("Payment").textContent).toContain("This subscription has no card on file.");
  });

  it("links to the changes its status allows, and back to the list", () => {
    renderDetail(subscription());

    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/account/subscriptions/12/change-shipment-date/",
      "/account/subscriptions/12/change-frequency/",
      "/account/subscriptions/12/edit-products/",
      "/account/subscriptions/12/edit-address/",
      "/account/subscriptions/",
    ]);
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });

  it("lists what happened to it, newest first", () => {
    renderDetail(
      subscription({
        logs: [
          {
            __typename: "SubscriptionLog",
            action: "started",
            message: "",
            created_at: "2026-01-30T10:15:00-05:00",
            order_increment_id: "100042",
          },
          { __typename: "SubscriptionLog", action: "skipped", message: "Skipped the shipment of 2026-04-30.", created_at: "2026-03-01T09:00:00-05:00", order_increment_id: "" },
        ],
      }),
    );

    const entries = within(section("History")).getAllByRole("listitem").map((item) => item.textContent);
    expect(entries).toEqual(["March 1, 2026 Skipped the shipment of 2026-04-30.", "January 30, 2026 Started (order 100042)"]);
  });
});

describe("SubscriptionDetail's actions", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
  const updates = () => sent().filter((body) => body.operationName === "UpdateSubscription");
  const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  const updated = () =>
    answer({ data: { updateSubscription: { subscription: { entity_id: 12, status: "active", next_run: null } } } });
  const nextChargeOn = (date: string, total = "263.50") =>
    answer({ data: { subscription: { entity_id: 12, next_charge_after: { date, grand_total: usd(total) } } } });
  const estimated = (months: number, total: string) => answer({ data: subscriptionEstimate(months, total) });
  /** The shop: the next charge after a change as `dates` says, estimates at `prices` by months. */
  function shop(dates: Record<string, string>, prices: Record<number, string> = {}) {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      if (body.operationName === "SubscriptionNextChargeAfter") return nextChargeOn(dates[body.variables.change]);
      if (body.operationName === "EstimateSubscriptionQuote") {
        const months = body.variables.frequency_count;
        return estimated(months, prices[months]);
      }
      return updated();
    });
  }

  beforeEach(() => {
    fetchMock.mockReset();
    router.refresh.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("skips the next shipment once its resulting charge is shown and confirmed, and re-reads the page", async () => {
    shop({ skip: "2026-07-30" });
    renderDetail(subscription());

    fireEvent.click(screen.getByRole("button", { name: "Skip Next Shipment" }));
    const step = screen.getByRole("group", { name: "Skip next shipment" });
    await waitFor(() =>
      expect(step.textContent).toContain(
        "Skip the shipment of April 30, 2026? Nothing is charged then; your next shipment is on July 30, 2026 at $263.50.",
      ),
    );
    expect(sent()[0].variables).toEqual({ entity_id: 12, change: "skip" });
    fireEvent.click(within(step).getByRole("button", { name: "Skip Shipment" }));

    expect((await screen.findByRole("status")).textContent).toBe("Skipped. Your next shipment is on July 30, 2026.");
    expect(updates()).toEqual([requestBody(update, { input: { entity_id: 12, action: "skip" } })]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("ships now once the charge and the schedule after it are confirmed", async () => {
    fetchMock.mockImplementation(async () => updated());
    renderDetail(subscription({ changes: { ...subscription().changes, actions: ["ship_now", "skip", "cancel"] } }));

    fireEvent.click(screen.getByRole("button", { name: "Ship Now" }));
    expect(screen.getByRole("group", { name: "Ship now" }).textContent).toContain(
      "Ship your next shipment today? $263.50 is charged to the card ending 4242 now, and the shipments after it follow every 90 days from today.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Ship Today" }));

    expect((await screen.findByRole("status")).textContent).toBe(
      "Your shipment was ordered today; we'll email you when it ships.",
    );
    expect(sent()[0].variables).toEqual({ input: { entity_id: 12, action: "ship_now" } });
  });

  it("pauses only on a day the customer picks, after showing the next charge that day brings", async () => {
    shop({ pause: "2026-06-15" });
    renderDetail(subscription());

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    const form = screen.getByRole("form", { name: "Pause subscription" });
    const day = within(form).getByLabelText("Ship again on") as HTMLInputElement;
    expect(day.value).toBe("");
    fireEvent.click(within(form).getByRole("button", { name: "Pause Subscription" }));
    expect(day.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(day, { target: { value: "2026-06-15" } });
    await waitFor(() =>
      expect(form.querySelector("[data-next-charge-after]")?.textContent).toBe(
        "Your next shipment would be on June 15, 2026 at $263.50.",
      ),
    );
    expect(sent()[0].variables).toEqual({ entity_id: 12, change: "pause", pause_until: "2026-06-15" });
    fireEvent.click(within(form).getByRole("button", { name: "Pause Subscription" }));

    expect((await screen.findByRole("status")).textContent).toBe("Paused. Your next shipment is on June 15, 2026.");
    expect(updates()[0].variables).toEqual({ input: { entity_id: 12, action: "pause", pause_until: "2026-06-15" } });
  });

  it("shows the shop's refusal of a pause day and changes nothing", async () => {
    fetchMock.mockResolvedValue(
      answer({ errors: [{ message: "Choose a date to pause until from March 11, 2026 to June 10, 2026.", extensions: { code: "DATE_OUT_OF_RANGE" } }] }),
    );
    renderDetail(subscription());

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    fireEvent.change(screen.getByLabelText("Ship again on"), { target: { value: "2026-09-01" } });

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Choose a date to pause until from March 11, 2026 to June 10, 2026.",
    );
    expect(screen.getByRole("button", { name: "Pause Subscription" })).toHaveProperty("disabled", true);
    expect(updates()).toEqual([]);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("offers a skip and a less frequent plan, each priced by the shop, to a customer with more than they need", async () => {
    shop({ skip: "2026-07-30" }, { 6: "422.00" });
    renderDetail(subscription());

    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const step = screen.getByRole("form", { name: "Cancel subscription" });
    expect(within(step).queryByRole("region", { name: "Before you go" })).toBeNull();
    fireEvent.click(within(step).getByRole("radio", { name: "I have more than I need" }));

    const offers = await within(step).findByRole("region", { name: "Before you go" });
    await waitFor(() => expect(offers.textContent).toContain("every 180 days at $422 a shipment"));
    expect(offers.textContent).toContain("the one after it ships on July 30, 2026 at $263.50");
    expect(within(offers).getByRole("button", { name: "Skip Next Shipment" })).toBeTruthy();
  });

  it("shows a customer who finds it too expensive what the longest plan really saves", async () => {
    // Every 30 days at $79 is $474 over 180 days; the 6-month plan is $422: $52 less.
    shop({}, { 6: "422.00" });
    const monthly = subscription({ frequency_count: 1, quote: quote({ grand_total: usd("79.00"), subtotal: usd("79.00") }) });
    renderDetail(monthly);

    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    fireEvent.click(screen.getByRole("radio", { name: "It's too expensive" }));

    const offers = await screen.findByRole("region", { name: "Before you go" });
    expect(offers.textContent).toContain("Every 180 days your plan costs $422 a shipment: you save $52 every 180 days");
    expect(offers.textContent).not.toContain("Skip");
  });

  it("offers a pause for a break, nothing for other reasons, and cancels only with a reason", async () => {
    shop({});
    renderDetail(subscription());

    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const step = screen.getByRole("form", { name: "Cancel subscription" });
    fireEvent.click(within(step).getByRole("button", { name: "Cancel Subscription" }));
    expect(within(step).getByRole("alert").textContent).toBe("Choose a reason to cancel.");

    fireEvent.click(within(step).getByRole("radio", { name: "I haven't seen results yet" }));
    expect(within(step).queryByRole("region", { name: "Before you go" })).toBeNull();
    fireEvent.click(within(step).getByRole("radio", { name: "I'm taking a break" }));
    expect(within(step).getByRole("region", { name: "Before you go" }).textContent).toContain("Pause instead");
    expect(updates()).toEqual([]);

    fireEvent.click(within(step).getByRole("button", { name: "Cancel Subscription" }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].variables).toEqual({
      input: { entity_id: 12, action: "cancel", cancel_reason: "I'm taking a break" },
    });
  });

  it("reactivates a canceled subscription once it says when it ships and what it charges", async () => {
    shop({ reactivate: "2026-03-11" });
    renderDetail(
      subscription({
        status: "canceled",
        cancel_date: "2026-02-03",
        changes: { ...subscription().changes, actions: ["reactivate"] },
      }),
    );

    const manage = section("Manage");
    expect(within(manage).getAllByRole("button").map((button) => button.textContent)).toEqual(["Reactivate"]);
    expect(manage.textContent).toContain("Reactivated, it renews every 90 days at $263.50 until you cancel.");
    fireEvent.click(within(manage).getByRole("button", { name: "Reactivate" }));
    const step = screen.getByRole("group", { name: "Reactivate subscription" });
    await waitFor(() =>
      expect(step.textContent).toContain(
        "Reactivate? Your next shipment ships on March 11, 2026 and $263.50 is charged to the card ending 4242 then",
      ),
    );
    fireEvent.click(within(step).getByRole("button", { name: "Reactivate Subscription" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your subscription is active again. Your next shipment is on March 11, 2026.",
    );
    expect(updates()[0].variables).toEqual({ input: { entity_id: 12, action: "reactivate" } });
  });
});

describe("SubscriptionNotFound", () => {
  it("says the subscription is not in the account, reports it, and links back to the list", () => {
    render(<SubscriptionNotFound customer={customer} id="99" />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Subscription");
    expect(screen.getByRole("alert").textContent).toBe("We can't find subscription 99 in your account.");
    expect(screen.getByRole("link", { name: "Back to Subscriptions" }).getAttribute("href")).toBe("/account/subscriptions/");
    expect((window.rootwellAnalytics ?? []).map(({ event }) => event)).toEqual([
      "Account Error Viewed",
      "Account Subscription Error Viewed",
    ]);
  });
});
