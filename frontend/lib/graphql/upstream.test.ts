// @vitest-environment node
import { describe, expect, it } from "vitest";

import { copySetCookies, isSameOrigin, shopperOf, upstreamHeaders } from "./upstream";

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

describe("copySetCookies", () => {
  it("hands the browser the shop's cookies as Django wrote them, and never Django's CSRF cookie", () => {
    const upstream = new Headers();
    upstream.append("set-cookie", "csrftoken=abc; expires=Mon, 06 Dec 2027 18:35:43 GMT; Max-Age=31449600; Path=/; SameSite=Lax");
    upstream.append("set-cookie", "cart_id=m4sk3d; HttpOnly; Max-Age=2592000; Path=/; SameSite=Lax");
    upstream.append("set-cookie", 'sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/');
    const answer = new Headers();

    copySetCookies(upstream, answer);

    expect(answer.getSetCookie()).toEqual([
      "cart_id=m4sk3d; HttpOnly; Max-Age=2592000; Path=/; SameSite=Lax",
      'sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/',
    ]);
  });
});

/** The cookie names the storefront's session domain gives the transport (SHOPPER_COOKIES). */
const NAMES = { token: "token", cartId: "cart_id" };

describe("upstreamHeaders: one builder for every call to the backend", () => {
  it("names the customer by bearer, the guest cart by cookie, and passes the shopper's address on", () => {
    const sent = upstreamHeaders({ token: "tok", cartCookie: "cart_id=m4sk3d", forwardedFor: "203.0.113.9", recaptcha: "r" });

    expect(Object.fromEntries(sent)).toEqual({
      accept: "application/json",
      "content-type": "application/json",
      authorization: "Bearer tok",
      cookie: "cart_id=m4sk3d",
      "x-forwarded-for": "203.0.113.9",
      "x-recaptcha": "r",
    });
  });

  it("prefers the storefront's token to a header the client sent, and a whole Cookie header to the cart's", () => {
    const sent = upstreamHeaders({ token: "tok", authorization: "Bearer fixed", cartCookie: "cart_id=m4sk3d", cookie: "sessionid=s" });

    expect(sent.get("authorization")).toBe("Bearer tok");
    expect(sent.get("cookie")).toBe("sessionid=s");
    expect(upstreamHeaders({ authorization: "Bearer api-client" }).get("authorization")).toBe("Bearer api-client");
  });

  it("reads the shopper from a request's cookies and headers", () => {
    const request = {
      headers: new Headers({ cookie: "token=tok; cart_id=m4sk3d; other=1", "x-forwarded-for": "203.0.113.9" }),
      cookies: { get: (name: string) => ({ token: { value: "tok" }, cart_id: { value: "m4sk3d" } })[name] },
    };

    expect(shopperOf(request, NAMES)).toMatchObject({
      token: "tok",
      cartCookie: "cart_id=m4sk3d",
      cookie: null,
      forwardedFor: "203.0.113.9",
    });
    expect(shopperOf(request, NAMES, { wholeCookie: true }).cookie).toBe("token=tok; cart_id=m4sk3d; other=1");
  });

  it("reads the cookies its caller names, and no others", () => {
    const request = {
      headers: new Headers({ cookie: "token=other; cart_id=other; tk=tok; basket=b4sk3t" }),
      cookies: { get: (name: string) => ({ tk: { value: "tok" }, basket: { value: "b4sk3t" } })[name] },
    };

    const sent = upstreamHeaders(shopperOf(request, { token: "tk", cartId: "basket" }));

    expect(sent.get("authorization")).toBe("Bearer tok");
    expect(sent.get("cookie")).toBe("basket=b4sk3t");
  });

  it("carries the allow-listed analytics cookies and Sec-GPC, and no other cookie", () => {
    const cookie =
      "token=tok; cart_id=m4sk3d; rw_anon=anon-1; rw_consent=analytics%3D1%26advertising%3D0; " +
      "rw_consent_policy=opt-out; rw_event_id=1795752000000; rw_exp_24=products; rw_exp_18=duos; " +
      "rw_view_exp=24; sessionid=s; messages=x; rw_anonymous=no; rw_exp_=empty";
    const request = {
      headers: new Headers({ cookie, "sec-gpc": "1" }),
      cookies: { get: (name: string) => ({ token: { value: "tok" }, cart_id: { value: "m4sk3d" } })[name] },
    };

    const sent = upstreamHeaders(shopperOf(request, NAMES));

    expect(sent.get("cookie")).toBe(
      "cart_id=m4sk3d; rw_anon=anon-1; rw_consent=analytics%3D1%26advertising%3D0; rw_consent_policy=opt-out; " +
        "rw_event_id=1795752000000; rw_exp_24=products; rw_exp_18=duos",
    );
    expect(sent.get("sec-gpc")).toBe("1");
    expect(sent.get("authorization")).toBe("Bearer tok");
  });

  it("sends the analytics cookies without a cart, and no Sec-GPC the browser did not send", () => {
    const request = {
      headers: new Headers({ cookie: "rw_anon=anon-1; sessionid=s" }),
      cookies: { get: () => undefined },
    };

    const sent = upstreamHeaders(shopperOf(request, NAMES));

    expect(sent.get("cookie")).toBe("rw_anon=anon-1");
    expect(sent.has("sec-gpc")).toBe(false);
  });

  it("sends nothing personal for nobody", () => {
    expect([...upstreamHeaders().keys()].sort()).toEqual(["accept", "content-type"]);
  });
});
