import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { ConfirmedOrder } from "@/lib/checkout/confirmation";

import { OrderConfirmation } from "./OrderConfirmation";
import { usd } from "@/test-data/money";

function order(billingInterval: number, price: string, shipping: string): ConfirmedOrder {
  const total = (Number(price) + Number(shipping)).toFixed(2);
  return {
    __typename: "CustomerOrder",
    number: "100042",
    email: "guest@example.com",
    order_date: "2026-03-10 09:30:00",
    shipping_method: shipping === "0.00" ? "Free Shipping" : "Standard Shipping",
    shipping_address: {
      __typename: "OrderAddress",
      firstname: "Jane",
      lastname: "Doe",
      company: null,
      street: ["350 Fifth Avenue"],
      city: "New York",
      region: "New York",
      postcode: "10001",
      country_code: "US",
      telephone: "2125550100",
    },
    items: [
      {
        __typename: "OrderItem",
        id: "1",
        product_name: "Rootwell Core for Women",
        product_sku: billingInterval ? "RW-CORE-W-1M-S01" : "RW-CORE-W-N01",
        quantity_ordered: 1,
        billing_interval: billingInterval,
        product_sale_price: usd(price),
      },
    ],
    total: {
      __typename: "OrderTotal",
      subtotal: usd(price),
      discounts: [],
      shipping: usd(shipping),
      grand_total: usd(total),
      store_credit: usd("0.00"),
      charged_to_card: usd(total),
    },
  };
}

withAppLinks();

const text = () => document.body.textContent ?? "";

describe("OrderConfirmation", () => {
  it("shows a one-time order's number, email, item, totals and address, and promises an email", () => {
    render(<OrderConfirmation order={order(0, "88.00", "6.95")} signedIn={false} />);
    expect(text()).toContain("Order number 100042");
    expect(text()).toContain("guest@example.com");
    expect(text()).toContain("One-Time Purchase · Qty 1");
    // Money as on the account's order page: whole amounts without ".00".
    expect(document.querySelector("[data-order-item]")?.textContent).toMatch(/\$88$/);
    expect(document.querySelector("[data-order-totals]")?.textContent).toBe(
      "Subtotal$88Shipping$6.95Grand Total$94.95",
    );
    expect(screen.getByText(/350 Fifth Avenue/).textContent).toContain("New York, New York 10001");
    expect(text()).toContain("We'll email you when it ships.");
    expect(text()).not.toContain("renews");
  });

  it("tells a subscriber how often it renews and links a signed-in one to their subscriptions", () => {
    render(<OrderConfirmation order={order(1, "79.00", "0.00")} signedIn />);
    expect(text()).toContain("Monthly Subscription");
    expect(text()).toContain(
      "Rootwell Core for Women renews every 30 days at $79, first on April 10, 2026, charged to the card you paid with, until you cancel.",
    );
    expect(text()).toContain("Cancel online at any time before a renewal, in your account under Subscriptions.");
    expect(screen.getByRole("link", { name: "Manage your subscriptions" }).getAttribute("href")).toBe(
      "/account/subscriptions/",
    );
    expect(document.querySelector("[data-order-totals]")?.textContent).toBe("Subtotal$79ShippingFree ShippingGrand Total$79");
    expect(text()).not.toContain("We'll email you when it ships.");
  });

  it("offers no account link to a guest", () => {
    render(<OrderConfirmation order={order(3, "224.00", "0.00")} signedIn={false} />);
    expect(text()).toContain("renews every 90 days");
    expect(screen.queryByRole("link", { name: "Manage your subscriptions" })).toBeNull();
  });
});
