import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { AccountSubscriptionsQuery } from "@/lib/graphql/generated/graphql";

import { usd } from "@/test-data/money";
import { subscriptionCustomer as customer, subscriptionDetail } from "@/test-data/subscriptions";

import { Subscriptions } from "./SubscriptionList";

type Subscription = AccountSubscriptionsQuery["subscriptions"]["subscriptions"][number];

/** A subscription as the list reads it, its next charge $224 on April 30, 2026 unless given. */
function subscription(changes: Partial<Subscription> = {}, total = "224.00"): Subscription {
  const detail = subscriptionDetail();
  return { ...detail, next_charge: { ...detail.next_charge, grand_total: usd(total) }, ...changes };
}

function cards() {
  return within(screen.getByRole("list", { name: "Your subscriptions" }))
    .getAllByRole("listitem")
    .filter((item) => item.parentElement?.getAttribute("aria-label") === "Your subscriptions");
}

withAppLinks();

describe("Subscriptions", () => {
  it("shows each subscription's product, status, frequency, and its next charge's date and price", () => {
    render(<Subscriptions customer={customer} subscriptions={[subscription()]} />);

    const [card] = cards();
    expect(within(card).getByRole("link", { name: "Rootwell Core for Women" }).getAttribute("href")).toBe(
      "/account/subscriptions/12/",
    );
    expect(within(card).getByRole("list", { name: "Status" }).textContent).toBe("Active");
    expect(card.textContent).toContain("Ships every 90 days");
    expect(card.querySelector("[data-next-charge]")?.textContent).toBe("Next shipment: April 30, 2026 at $224");
    expect(card.textContent).toContain("Subscription #S100042-1");
  });

  it("names 1- and 6-month plans every 30 and 180 days", () => {
    render(
      <Subscriptions
        customer={customer}
        subscriptions={[
          subscription({ entity_id: 1, frequency_count: 1 }, "79.00"),
          subscription({ entity_id: 2, frequency_count: 6 }, "422.50"),
        ]}
      />,
    );

    const [monthly, sixMonth] = cards();
    expect(monthly.textContent).toContain("Ships every 30 days");
    expect(monthly.textContent).toContain("at $79");
    expect(sixMonth.textContent).toContain("Ships every 180 days");
    expect(sixMonth.textContent).toContain("at $422.50");
  });

  it("shows no next shipment for a canceled subscription, but when it was canceled", () => {
    render(
      <Subscriptions customer={customer} subscriptions={[subscription({ status: "canceled", cancel_date: "2026-02-03" })]} />,
    );

    const [card] = cards();
    expect(within(card).getByRole("list", { name: "Status" }).textContent).toBe("Canceled");
    expect(card.textContent).not.toContain("Next shipment");
    expect(card.textContent).toContain("Canceled on February 3, 2026");
  });

  it("lists what a shipment holds when it is more than the named product", () => {
    const items = [
      { __typename: "SubscriptionQuoteItem" as const, sku: "RW-CORE-W-3M-S01", name: "Rootwell Core for Women", qty: 2 },
    ];
    render(
      <Subscriptions customer={customer} subscriptions={[subscription({ quote: { __typename: "SubscriptionQuote", items } })]} />,
    );

    expect(cards()[0].textContent).toContain("2 × Rootwell Core for Women");
  });

  it("says there are none yet and links to the shop", () => {
    render(<Subscriptions customer={customer} subscriptions={[]} />);

    expect(screen.getByText("You have no subscriptions yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Shop" }).getAttribute("href")).toBe("/products/");
    expect(screen.queryByRole("list", { name: "Your subscriptions" })).toBeNull();
  });
});

describe("Subscriptions after a paused plan", () => {
  it("shows a paused subscription's next charge, the later of its schedule and the pause's end", () => {
    const paused = subscription({ status: "paused" });
    render(<Subscriptions customer={customer} subscriptions={[{ ...paused, next_charge: { ...paused.next_charge, date: "2026-06-01" } }]} />);

    expect(cards()[0].querySelector("[data-next-charge]")?.textContent).toBe("Next shipment: June 1, 2026 at $224");
  });
});
