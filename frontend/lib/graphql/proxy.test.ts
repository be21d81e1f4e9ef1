import { describe, expect, it } from "vitest";

import { isSameOrigin } from "./proxy";

const headers = (values: Record<string, string>) => new Headers(values);

describe("isSameOrigin", () => {
  it("accepts the shop's own pages, whatever name the shop is reached by", () => {
    expect(isSameOrigin(headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }))).toBe(true);
    expect(isSameOrigin(headers({ origin: "https://shop.example", host: "shop.example" }))).toBe(true);
    expect(
      isSameOrigin(
        headers({ origin: "https://shop.example", host: "frontend:3000", "x-forwarded-host": "shop.example" }),
      ),
    ).toBe(true);
  });

  it("accepts calls without an Origin (the storefront's own server)", () => {
    expect(isSameOrigin(headers({ host: "shop.example" }))).toBe(true);
  });

  it("refuses other sites and nonsense", () => {
    expect(isSameOrigin(headers({ origin: "https://evil.example", host: "shop.example" }))).toBe(false);
    expect(isSameOrigin(headers({ origin: "null", host: "shop.example" }))).toBe(false);
  });
});
