import { describe, expect, it } from "vitest";

import { cartPriceFormatter, formatCartPrice, hasCents } from "./prices";

const usd = (value: string) => ({ value, currency: "USD" });

function cart(rows: string[], totals: { subtotal: string; discount?: string; shipping?: string; grand: string }) {
  return {
    items: rows.map((row) => ({ prices: { row_total: usd(row) } })),
    prices: {
      subtotal_including_tax: usd(totals.subtotal),
      total_discount: usd(totals.discount ?? "0.00"),
      shipping: usd(totals.shipping ?? "0.00"),
      grand_total: usd(totals.grand),
    },
  };
}

describe("hasCents", () => {
  it("tells whole amounts from amounts with cents, after rounding to the cent", () => {
    expect(hasCents("88.00")).toBe(false);
    expect(hasCents("6.95")).toBe(true);
    expect(hasCents("0.999")).toBe(false);
    expect(hasCents("-10.50")).toBe(true);
    expect(hasCents("nonsense")).toBe(false);
  });
});

describe("formatCartPrice", () => {
  it("shows dollars with 2 decimals or none", () => {
    expect(formatCartPrice("79.00", false)).toBe("$79");
    expect(formatCartPrice("79.00", true)).toBe("$79.00");
    expect(formatCartPrice("1234.5", true)).toBe("$1,234.50");
  });
});

describe("cartPriceFormatter", () => {
  it("shows a cart of whole amounts without decimals", () => {
    const format = cartPriceFormatter(cart(["79.00", "224.00"], { subtotal: "303.00", discount: "10.00", grand: "293.00" }));
    expect(format(usd("79.00"))).toBe("$79");
    expect(format(usd("293.00"))).toBe("$293");
  });

  it("shows every price with 2 decimals once a row has cents", () => {
    const format = cartPriceFormatter(cart(["79.00", "0.50"], { subtotal: "79.50", grand: "79.50" }));
    expect(format(usd("79.00"))).toBe("$79.00");
  });

  it("shows every price with 2 decimals once a total has cents (one-time shipping)", () => {
    const format = cartPriceFormatter(cart(["88.00"], { subtotal: "88.00", shipping: "6.95", grand: "94.95" }));
    expect(format(usd("88.00"))).toBe("$88.00");
    expect(format(usd("6.95"))).toBe("$6.95");
  });

  it("shows an empty cart's zero totals without decimals", () => {
    expect(cartPriceFormatter(cart([], { subtotal: "0.00", grand: "0.00" }))(usd("0.00"))).toBe("$0");
  });
});
