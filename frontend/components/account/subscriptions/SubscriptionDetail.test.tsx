import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  subscriptionCountries,
  subscriptionCustomer,
  subscriptionDetail,
  subscriptionQuote,
} from "@/test-data/subscriptions";

import { SubscriptionDetail } from "./SubscriptionDetail";
import { SubscriptionNotFound } from "./SubscriptionNotFound";

const customer = subscriptionCustomer;
const countries = subscriptionCountries;
const quote = subscriptionQuote;
const subscription = subscriptionDetail;

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

beforeEach(() => {
  vi.stubEnv("__NEXT_MANUAL_TRAILING_SLASH", "true");
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  delete window.rootwellAnalytics;
});

describe("SubscriptionDetail", () => {
  it("is headed by the product, with its status and number", () => {
    render(<SubscriptionDetail customer={customer} countries={countries} subscription={subscription()} />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Rootwell Core for Women");
    expect(screen.getByRole("list", { name: "Status" }).textContent).toBe("Active");
    expect(screen.getByText("Subscription #S100042-1")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(window.rootwellAnalytics ?? []).toEqual([]);
  });

  it("shows how often it ships, the next shipment, when it started and its number", () => {
    render(<SubscriptionDetail customer={customer} countries={countries} subscription={subscription()} />);

    expect(details("Schedule")).toEqual({
      Ships: "Every 90 days",
      "Next shipment": "April 30, 2026",
      "Subscribed on": "January 30, 2026",
      "Hair journey started": "January 28, 2026",
      "Subscription number": "S100042-1",
    });
  });

  it("shows when a canceled subscription was canceled, and no next shipment", () => {
    render(
      <SubscriptionDetail
        customer={customer}
        countries={countries}
        subscription={subscription({ status: "canceled", cancel_date: "2026-02-03", journey_start_date: null, frequency_count: 6 })}
      />,
    );

    expect(details("Schedule")).toEqual({
      Ships: "Every 180 days",
      "Canceled on": "February 3, 2026",
      "Subscribed on": "January 30, 2026",
      "Subscription number": "S100042-1",
    });
    expect(screen.getByRole("list", { name: "Status" }).textContent).toBe("Canceled");
  });

  it("lists each shipment's products with quantity, price and row total, then the totals", () => {
    render(<SubscriptionDetail customer={customer} countries={countries} subscription={subscription()} />);

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

  it("shows the shipping address and the card it charges", () => {
    render(<SubscriptionDetail customer={customer} countries={countries} subscription={subscription()} />);

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
    render(
      <SubscriptionDetail
        customer={customer}
        countries={countries}
        subscription={subscription({ quote: quote({ shipping_address: null, payment: null }) })}
      />,
    );

    expect(section("Shipping address").textContent).toContain("This subscription has no shipping address.");
    expect(section("Payment").textContent).toContain("This subscription has no card on file.");
  });

  it("says changes are coming, links back to the list and to none of the change pages", () => {
    render(<SubscriptionDetail customer={customer} countries={countries} subscription={subscription()} />);

    expect(screen.getByText(/products, how often it ships, its next shipment date and its address is\s+coming soon/)).toBeTruthy();
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/account/subscriptions/"]);
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
