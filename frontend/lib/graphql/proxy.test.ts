// @vitest-environment node
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { withFakeBackend } from "@/test-data/backend";

import { forwardGraphQL } from "./proxy";

/** The cookie names the storefront's session domain gives the transport (SHOPPER_COOKIES). */
const NAMES = { token: "token", cartId: "cart_id" };

describe("forwardGraphQL and the cart's cookies", () => {
  const fetchMock = vi.fn<typeof fetch>();
  withFakeBackend(fetchMock);

  const call = (cookie?: string) =>
    new NextRequest("http://shop.example/graphql", {
      method: "POST",
      body: JSON.stringify({ query: "{ cart { id } }" }),
      headers: { host: "shop.example", "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    });
  const sentHeaders = () => new Headers(fetchMock.mock.calls[0][1]?.headers);

  it("names the shopper's guest cart to the shop, and only that cookie", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { cart: { id: "m4sk3d" } } }));
    await forwardGraphQL(call("cart_id=m4sk3d; messages=x; other=1"), NAMES);

    expect(sentHeaders().get("cookie")).toBe("cart_id=m4sk3d");
  });

  it("carries the visitor's analytics cookies and Sec-GPC, so placeOrder's events have their context", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { cart: { id: "m4sk3d" } } }));
    const request = call("cart_id=m4sk3d; rw_anon=a1; rw_consent=analytics%3D1; rw_view_exp=24; rw_exp_24=b; other=1");
    request.headers.set("sec-gpc", "1");
    await forwardGraphQL(request, NAMES);

    expect(sentHeaders().get("cookie")).toBe("cart_id=m4sk3d; rw_anon=a1; rw_consent=analytics%3D1; rw_exp_24=b");
    expect(sentHeaders().get("sec-gpc")).toBe("1");
  });

  it("sends no cookie when the shopper has no cart yet", async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { cart: { id: "" } } }));
    await forwardGraphQL(call("messages=x"), NAMES);

    expect(sentHeaders().has("cookie")).toBe(false);
  });

  it("hands every cookie the shop set back to the browser", async () => {
    const upstream = Response.json({ data: { cart: { id: "fresh" } } });
    upstream.headers.append("set-cookie", "cart_id=fresh; HttpOnly; Max-Age=2592000; Path=/; SameSite=Lax");
    upstream.headers.append("set-cookie", "cart_count=2; Max-Age=2592000; Path=/; SameSite=Lax");
    fetchMock.mockResolvedValue(upstream);

    const response = await forwardGraphQL(call(), NAMES);

    expect(response.headers.getSetCookie()).toEqual([
      "cart_id=fresh; HttpOnly; Max-Age=2592000; Path=/; SameSite=Lax",
      "cart_count=2; Max-Age=2592000; Path=/; SameSite=Lax",
    ]);
    expect(await response.json()).toEqual({ data: { cart: { id: "fresh" } } });
  });

  it("never relays an error page: the browser gets a JSON error instead", async () => {
    const debugPage = "<html><title>OperationalError</title>/work/main/config/settings/base.py SECRET</html>";
    fetchMock.mockResolvedValue(new Response(debugPage, { status: 500, headers: { "content-type": "text/html" } }));

    const response = await forwardGraphQL(call(), NAMES);

    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({
      errors: [{ message: "The shop is unavailable right now. Please try again later.", extensions: { code: "UNAVAILABLE" } }],
    });
  });

  it("relays the API's own JSON errors with their status", async () => {
    fetchMock.mockResolvedValue(Response.json({ errors: [{ message: "Too deep." }] }, { status: 400 }));

    const response = await forwardGraphQL(call(), NAMES);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: "Too deep." }] });
  });

  it("refuses a request larger than the API takes without sending it on", async () => {
    const huge = new NextRequest("http://shop.example/graphql", {
      method: "POST",
      body: JSON.stringify({ query: `{ ${"__typename ".repeat(4000)}}` }),
      headers: { host: "shop.example", "content-type": "application/json" },
    });

    const response = await forwardGraphQL(huge, NAMES);

    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe("DOCUMENT_TOO_LARGE");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
