import { describe, expect, it } from "vitest";

import {
  billingIntervalLabel,
  decodeOrderEntityId,
  formatOrderDate,
  itemCountText,
  orderHistoryHref,
  orderHref,
  orderSortInput,
  parseOrderPage,
  parseOrderSort,
  paymentSummary,
} from "./orders";

describe("decodeOrderEntityId", () => {
  it("reads the entity id inside the base64 order id", () => {
    expect(decodeOrderEntityId("MTIz")).toBe(123);
    expect(decodeOrderEntityId(btoa("100042"))).toBe(100042);
  });

  it.each(["", "not base64!", "YWJj", btoa("0"), btoa("-5"), btoa("12.5"), btoa("99999999999999999"), "MTIz="])(
    "is null for %j",
    (id) => {
      expect(decodeOrderEntityId(id)).toBeNull();
    },
  );
});

describe("formatOrderDate", () => {
  it("shows the shop's calendar day of the order, whatever the server's zone", () => {
    expect(formatOrderDate("2026-03-05 23:30:00")).toBe("March 5, 2026");
    expect(formatOrderDate("2026-03-05 00:10:00")).toBe("March 5, 2026");
  });

  it("says Invalid Date for a date it cannot read", () => {
    expect(formatOrderDate("2026-02-31 10:00:00")).toBe("Invalid Date");
    expect(formatOrderDate("soon")).toBe("Invalid Date");
    expect(formatOrderDate("")).toBe("Invalid Date");
  });
});

describe("paging and sorting", () => {
  it("reads ?page= as a whole number from 1", () => {
    expect(parseOrderPage("3")).toBe(3);
    expect(parseOrderPage(undefined)).toBe(1);
    expect(parseOrderPage("0")).toBe(1);
    expect(parseOrderPage("-2")).toBe(1);
    expect(parseOrderPage("2.5")).toBe(1);
    expect(parseOrderPage(["2", "3"])).toBe(1);
    expect(parseOrderPage("99999999999")).toBe(1);
  });

  it("sorts newest first unless oldest is asked for", () => {
    expect(parseOrderSort(undefined)).toBe("newest");
    expect(parseOrderSort("bogus")).toBe("newest");
    expect(orderSortInput(parseOrderSort("oldest"))).toEqual({ sort_field: "CREATED_AT", sort_direction: "ASC" });
    expect(orderSortInput("newest")).toEqual({ sort_field: "CREATED_AT", sort_direction: "DESC" });
  });

  it("links to a page and sort, leaving the defaults out", () => {
    expect(orderHistoryHref(1, "newest")).toBe("/account/orders/");
    expect(orderHistoryHref(2, "newest")).toBe("/account/orders/?page=2");
    expect(orderHistoryHref(3, "oldest")).toBe("/account/orders/?page=3&sort=oldest");
    expect(orderHref("100042")).toBe("/account/orders/100042/");
  });
});

describe("order lines and payment", () => {
  it("names each billing interval by the plans' option labels", () => {
    expect([0, 1, 3, 6].map(billingIntervalLabel)).toEqual([
      "One-Time Purchase",
      "Monthly Subscription",
      "3-Month Subscription",
      "6-Month Subscription",
    ]);
  });

  it("counts units", () => {
    expect(itemCountText([{ quantity_ordered: 1 }])).toBe("1 item");
    expect(itemCountText([{ quantity_ordered: 2 }, { quantity_ordered: 1 }])).toBe("3 items");
  });

  it("summarises a card payment, or falls back to the method's name", () => {
    const card = { name: "Credit Card", additional_data: [{ name: "cc_type", value: "VI" }, { name: "cc_last4", value: "4242" }] };
    expect(paymentSummary(card)).toBe("Visa ending in 4242");
    expect(paymentSummary({ name: "Store Credit", additional_data: [] })).toBe("Store Credit");
  });
});
