import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import { OrderHistory } from "./OrderHistory";
import { orderSummary, ordersCustomer } from "@/test-data/orders";

withAppLinks();

describe("OrderHistory", () => {
  it("lists each order with its date, status, items, total and a link to it", () => {
    const orders = [
      orderSummary("100043", {
        items: [
          { __typename: "OrderItem", id: "a", product_name: "Rootwell Core for Women", quantity_ordered: 2 },
          { __typename: "OrderItem", id: "b", product_name: "Biotin Booster", quantity_ordered: 1 },
          { __typename: "OrderItem", id: "c", product_name: "Scalp Serum", quantity_ordered: 1 },
        ],
        total: { __typename: "OrderTotal", grand_total: { __typename: "Money", value: "224.00", currency: "USD" } },
      }),
      orderSummary("100042", { order_date: "not a date", status: "Shipped" }),
    ];
    render(<OrderHistory customer={ordersCustomer(orders, { current_page: 1, total_pages: 1 })} page={1} sort="newest" />);

    const rows = screen.getAllByRole("heading", { level: 2 });
    expect(rows.map((row) => row.textContent)).toEqual(["Order #100043", "Order #100042"]);

    const first = screen.getByRole("heading", { name: "Order #100043" }).closest("li")!;
    expect(first.textContent).toContain("March 5, 2026");
    expect(first.textContent).toContain("Processing");
    expect(first.textContent).toContain("4 items: Rootwell Core for Women, Biotin Booster and 1 more");
    expect(first.textContent).toContain("$224");
    expect(first.textContent).not.toContain("$224.00");
    expect(within(first).getByRole("link", { name: "View Order #100043" }).getAttribute("href")).toBe(
      "/account/orders/100043/",
    );

    const second = screen.getByRole("heading", { name: "Order #100042" }).closest("li")!;
    expect(second.textContent).toContain("Invalid Date");
    expect(second.textContent).toContain("$94.95");
    // One page: no pager.
    expect(screen.queryByRole("navigation", { name: "Order history pages" })).toBeNull();
  });

  it("pages with Previous and Next links that keep the sort", () => {
    const customer = ordersCustomer([orderSummary("100001")], { current_page: 2, total_pages: 3, total_count: 45 });
    render(<OrderHistory customer={customer} page={2} sort="oldest" />);

    const pager = screen.getByRole("navigation", { name: "Order history pages" });
    expect(pager.textContent).toContain("Page 2 of 3");
    expect(within(pager).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/account/orders/?sort=oldest",
    );
    expect(within(pager).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/account/orders/?page=3&sort=oldest",
    );

    const sorting = screen.getByRole("navigation", { name: "Sort orders" });
    expect(within(sorting).getByRole("link", { name: "Oldest first" }).getAttribute("aria-current")).toBe("true");
    expect(within(sorting).getByRole("link", { name: "Newest first" }).getAttribute("href")).toBe("/account/orders/");
  });

  it("on the last page offers only Previous", () => {
    const customer = ordersCustomer([orderSummary("100001")], { current_page: 3, total_pages: 3, total_count: 41 });
    render(<OrderHistory customer={customer} page={3} sort="newest" />);

    const pager = screen.getByRole("navigation", { name: "Order history pages" });
    expect(within(pager).queryByRole("link", { name: "Next" })).toBeNull();
    expect(within(pager).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/account/orders/?page=2");
  });

  it("numbers the pager by the page the API answered with", () => {
    const customer = ordersCustomer([orderSummary("100001")], { current_page: 2, total_pages: 2, total_count: 21 });
    render(<OrderHistory customer={customer} page={7} sort="newest" />);

    const pager = screen.getByRole("navigation", { name: "Order history pages" });
    expect(pager.textContent).toContain("Page 2 of 2");
    expect(within(pager).queryByRole("link", { name: "Next" })).toBeNull();
  });

  it("says so when there are no orders, with a way to the shop", () => {
    render(<OrderHistory customer={ordersCustomer([], { current_page: 1, total_pages: 0 })} page={1} sort="newest" />);

    expect(screen.getByText("You have no orders yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Shop" }).getAttribute("href")).toBe("/products/");
    expect(screen.queryByRole("navigation", { name: "Sort orders" })).toBeNull();
  });

  it("past the last page, links back to page 1", () => {
    const customer = ordersCustomer([], { current_page: 9, total_pages: 2, total_count: 25 });
    render(<OrderHistory customer={customer} page={9} sort="oldest" />);

    expect(screen.getByText("There are no orders on page 9.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to page 1" }).getAttribute("href")).toBe("/account/orders/?sort=oldest");
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/account/orders/?page=2&sort=oldest");
  });
});
