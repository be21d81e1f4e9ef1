// @vitest-environment node
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { parseMessages } from "@/lib/session/messages";
import { withFakeBackend } from "@/test-data/backend";

import { addFromDpaLink } from "./dpa-route";

const fetchMock = vi.fn<typeof fetch>();

function visit(query: string, cookie?: string) {
  return new NextRequest(`http://shop.example/dpa/add/tocart/?${query}`, {
    headers: { host: "shop.example", "x-forwarded-for": "203.0.113.7", ...(cookie ? { cookie } : {}) },
  });
}

function messagesOf(response: Response) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("messages="));
  return line ? parseMessages(decodeURIComponent(line.slice("messages=".length).split(";")[0])) : [];
}

describe("addFromDpaLink", () => {
  withFakeBackend(fetchMock);

  it("adds the products as this shopper, keeps the shop's cookies and shows the cart", async () => {
    const cart = Response.json({ "0": { grand_total: "157.00", discount: "10.00", coupon_code: "GROW10" }, cartNum: 2 });
    cart.headers.append("set-cookie", "cart_id=fresh; HttpOnly; Path=/; SameSite=Lax");
    cart.headers.append("set-cookie", "cart_count=2; Path=/; SameSite=Lax");
    fetchMock.mockResolvedValue(cart);

    const response = await addFromDpaLink(
      visit("skus=RW-CORE-W-N01,RW-CORE-W-1M-S01&purchase_source=email&code=GROW10", "cart_id=old; token=abc"),
    );

    expect(String(fetchMock.mock.calls[0][0])).toBe("http://django:8000/rest/V1/repack/add_to_cart/");
    const sent = fetchMock.mock.calls[0][1]!;
    expect(sent.method).toBe("POST");
    expect(JSON.parse(String(sent.body))).toEqual({
      skus: ["RW-CORE-W-N01", "RW-CORE-W-1M-S01"],
      purchase_source: ["email", "email"],
      code: "GROW10",
    });
    const headers = new Headers(sent.headers);
    expect(headers.get("cookie")).toBe("cart_id=old");
    expect(headers.get("authorization")).toBe("Bearer abc");
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.7");

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/checkout/cart/");
    expect(response.headers.getSetCookie().map((line) => line.split(";")[0])).toEqual([
      "cart_id=fresh",
      "cart_count=2",
    ]);
  });

  it("shows the shop's refusal on the cart page as an error message", async () => {
    const refusal = 'The product with SKU "RW-NOPE-N01" could not be found.';
    const refused = Response.json({ error: refusal }, { status: 400 });
    refused.headers.append("set-cookie", "cart_count=1; Path=/; SameSite=Lax");
    fetchMock.mockResolvedValue(refused);

    const response = await addFromDpaLink(visit("skus=RW-NOPE-N01&purchase_source=pdp"));

    expect(response.headers.get("location")).toBe("/checkout/cart/");
    expect(messagesOf(response)).toEqual([{ type: "error", text: refusal }]);
    expect(response.headers.getSetCookie()[0]).toMatch(/^cart_count=1;/);
  });

  it("says the shop is unavailable when it cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("fetch failed"));

    const response = await addFromDpaLink(visit("skus=A&purchase_source=pdp"));

    expect(messagesOf(response)).toEqual([
      { type: "error", text: "The shop is unavailable right now. Please try again later." },
    ]);
  });

  it("adds nothing and only logs a link without both skus and purchase_source", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    const response = await addFromDpaLink(visit("skus=RW-CORE-W-N01"));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("DPA link is incorrect.");
    expect(response.headers.get("location")).toBe("/checkout/cart/");
    expect(messagesOf(response)).toEqual([]);
  });
});
