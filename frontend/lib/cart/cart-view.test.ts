import { afterEach, describe, expect, it, vi } from "vitest";

import { hasDiscount, isEmptyCart, isMiniCart, readCartPayload } from "./cart-view";
import { sampleCart } from "@/test-data/cart";

describe("readCartPayload", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes a complete cart as it is", () => {
    const cart = sampleCart();
    expect(readCartPayload(cart)).toEqual({ kind: "cart", cart });
  });

  it("asks for the cart again when the payload lacks what the mini cart shows", () => {
    expect(readCartPayload({ id: "x", total_quantity: 1, items: [{ uid: "1" }] })).toEqual({ kind: "partial" });
    expect(readCartPayload({ ...sampleCart(), shipping: undefined })).toEqual({ kind: "partial" });
  });

  it("ignores anything that is not an object, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readCartPayload("Quote does not exist.")).toEqual({ kind: "ignored" });
    expect(readCartPayload(null)).toEqual({ kind: "ignored" });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("isEmptyCart", () => {
  it("is empty without a cart or without lines", () => {
    expect(isEmptyCart(null)).toBe(true);
    expect(isEmptyCart(sampleCart({ items: [] }))).toBe(true);
    expect(isEmptyCart(sampleCart())).toBe(false);
    expect(isMiniCart(sampleCart({ items: [] }))).toBe(true);
  });
});

describe("hasDiscount", () => {
  it("shows a discount only when there is one", () => {
    expect(hasDiscount(sampleCart())).toBe(false);
    expect(hasDiscount(sampleCart({ discount: "10.00" }))).toBe(true);
  });
});
