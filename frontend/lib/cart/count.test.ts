import { describe, expect, it } from "vitest";

import { cartCount, cartCountFromCookies, showsCartBadge } from "./count";

describe("cartCount", () => {
  it("keeps whole non-negative numbers", () => {
    expect(cartCount(3)).toBe(3);
    expect(cartCount(0)).toBe(0);
    expect(cartCount(2.7)).toBe(2);
  });

  it("never goes below zero or shows a non-number", () => {
    expect(cartCount(-4)).toBe(0);
    expect(cartCount(Number.NaN)).toBe(0);
    expect(cartCount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(cartCount(null)).toBe(0);
    expect(cartCount(undefined)).toBe(0);
    expect(cartCount({ count: 2 })).toBe(0);
  });

  it("strips markup and non-digits from text", () => {
    expect(cartCount("<span class=\"count\">12</span>")).toBe(12);
    expect(cartCount(" 4 items")).toBe(4);
    expect(cartCount("-5")).toBe(5);
    expect(cartCount("<b>none</b>")).toBe(0);
    expect(cartCount("")).toBe(0);
  });

  it("does not read digits hidden inside tag attributes", () => {
    expect(cartCount('<span data-id="99">1</span>')).toBe(1);
  });
});

describe("showsCartBadge", () => {
  it("hides the badge below one item", () => {
    expect(showsCartBadge(0)).toBe(false);
    expect(showsCartBadge(1)).toBe(true);
    expect(showsCartBadge(cartCount("<i></i>"))).toBe(false);
  });
});

describe("cartCountFromCookies", () => {
  it("reads the cart_count cookie among the others", () => {
    expect(cartCountFromCookies("messages=x; cart_count=3; logged_in=1")).toBe(3);
    expect(cartCountFromCookies("cart_count=2")).toBe(2);
  });

  it("counts nothing without the cookie or with rubbish in it", () => {
    expect(cartCountFromCookies("")).toBe(0);
    expect(cartCountFromCookies("my_cart_count=5")).toBe(0);
    expect(cartCountFromCookies("cart_count=%3Cb%3E4%3C%2Fb%3E")).toBe(4);
    expect(cartCountFromCookies("cart_count=%E0%A4%A")).toBe(0);
  });
});
