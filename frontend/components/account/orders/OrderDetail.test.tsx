import { render, screen, within } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { TrackedEvent } from "@/lib/analytics/tracker";

import { OrderDetail } from "./OrderDetail";
import { orderDetail } from "@/test-data/orders";

const customer = { __typename: "Customer" as const, entity_id: 7, email: "jane@example.com" };
const countries = [{ id: "US", full_name_english: "United States", available_regions: [] }];

/** Each line of the Order Totals as [what, amount]. */
const totalRows = () =>
  within(screen.getByRole("region", { name: "Order Totals" }))
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const viewed = () => (window.rootwellAnalytics ?? []).filter((entry: TrackedEvent) => entry.event === "Order Details Viewed");

withAppLinks(() => {
  window.rootwellAnalytics = [];
});

describe("OrderDetail", () => {
  it("shows the order's heading, date, status, and each line's picture, option, quantity and price", () => {
    render(<OrderDetail customer={customer} order={orderDetail()} countries={countries} />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order #100042");
    const summary = screen.getByRole("region", { name: "Order summary" }).textContent;
    expect(summary).toContain("March 5, 2026");
    expect(summary).toContain("Shipped");
    expect(summary).toContain("Standard Shipping");

    const items = within(screen.getByRole("region", { name: "Items" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const image = within(items[0]).getByRole("img", { name: "Rootwell Core for Women" });
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["80", "80"]);
    expect(items[0].textContent).toContain("One-Time Purchase");
    expect(items[0].textContent).toContain("Qty: 1");
    expect(items[0].textContent).toContain("$88");
    expect(items[1].textContent).toContain("3-Month Subscription");
    expect(items[1].textContent).toContain("Qty: 2");
    expect(items[1].textContent).toContain("$12.50");
  });

  it("adds up the totals: subtotal, discount, shipping, tax and grand total", () => {
    render(<OrderDetail customer={customer} order={orderDetail()} countries={countries} />);

    const rows = totalRows();
    expect(rows).toEqual([
      ["Subtotal", "$113"],
      ["WELCOME10", "-$10"],
      ["Shipping", "$6.95"],
      ["Tax", "$0"],
      ["Grand Total", "$109.95"],
    ]);
  });

  it("shows the store credit that paid part of the order and what the card was charged", () => {
    const order = orderDetail();
    const usd = (value: string) => ({ __typename: "Money" as const, value, currency: "USD" });
    order.total = { ...order.total, store_credit: usd("10.00"), charged_to_card: usd("99.95") };
    order.payment_methods = [...order.payment_methods, { __typename: "OrderPaymentMethod", name: "Store credit", type: "store-credit", additional_data: [] }];
    render(<OrderDetail customer={customer} order={order} countries={countries} />);

    const rows = totalRows();
    expect(rows.slice(-3)).toEqual([
      ["Grand Total", "$109.95"],
      ["Store credit", "-$10"],
      ["Paid by card", "$99.95"],
    ]);
    expect(screen.getByText("Store credit", { selector: "p" })).toBeTruthy();
  });

  it("shows what returns refunded after the grand total", () => {
    const order = orderDetail();
    order.total = { ...order.total, refunded: { __typename: "Money", value: "25.00", currency: "USD" } };
    render(<OrderDetail customer={customer} order={order} countries={countries} />);

    const rows = totalRows();
    expect(rows.slice(-2)).toEqual([
      ["Grand Total", "$109.95"],
      ["Refunded", "-$25"],
    ]);
    expect(within(screen.getByRole("region", { name: "Returns" })).getByText("Refunded $25 on March 12, 2026")).toBeTruthy();
  });

  it("says Free Shipping when shipping cost nothing", () => {
    const order = orderDetail();
    order.total = { ...order.total, shipping: { __typename: "Money", value: "0.00", currency: "USD" } };
    render(<OrderDetail customer={customer} order={order} countries={countries} />);

    expect(within(screen.getByRole("region", { name: "Order Totals" })).getByText("Free Shipping")).toBeTruthy();
  });

  it("links each tracking number to the carrier's page in a new tab, and shows it plainly otherwise", () => {
    render(<OrderDetail customer={customer} order={orderDetail()} countries={countries} />);

    const shipments = within(screen.getByRole("region", { name: "Shipments" }));
    const link = shipments.getByRole("link", { name: /1Z999/ });
    expect(link.getAttribute("href")).toBe("https://www.ups.com/track?tracknum=1Z999");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(shipments.queryByRole("link", { name: /P-7/ })).toBeNull();
    const text = screen.getByRole("region", { name: "Shipments" }).textContent;
    expect(text).toContain("Carrier Pigeon (cpx): P-7");
    // The title already names the carrier: its code is not repeated.
    expect(text).toContain("UPS: 1Z999");
  });

  it("says the order has not shipped while it has no shipments", () => {
    render(<OrderDetail customer={customer} order={orderDetail({ shipments: [] })} countries={countries} />);

    expect(screen.getByRole("region", { name: "Shipments" }).textContent).toContain("Your order has not shipped yet.");
  });

  it("shows both addresses, the card paid with, and the way back", () => {
    render(<OrderDetail customer={customer} order={orderDetail()} countries={countries} />);

    const addresses = screen.getByRole("region", { name: "Addresses" }).textContent;
    expect(addresses).toContain("12 Main St");
    expect(addresses).toContain("1 Billing Ave");
    expect(addresses).toContain("Brooklyn, New York 11201");
    expect(addresses).toContain("United States");
    expect(screen.getByRole("region", { name: "Payment Method" }).textContent).toBe("Payment MethodVisa ending in 4242");
    expect(screen.getByRole("link", { name: "Back to Order History" }).getAttribute("href")).toBe("/account/orders/");
  });

  it("reports Order Details Viewed once, with the decoded entity id and the order number", () => {
    // Strict mode runs effects twice, as development does.
    const page = () => (
      <StrictMode>
        <OrderDetail customer={customer} order={orderDetail()} countries={countries} />
      </StrictMode>
    );
    const { rerender } = render(page());
    rerender(page());

    expect(viewed().map((entry) => entry.properties)).toEqual([{ order_entity_id: 123, order_increment_id: "100042" }]);
  });
});
