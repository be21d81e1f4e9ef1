// @vitest-environment node
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { withFakeBackend } from "@/test-data/backend";

import { forwardRest, forwardSandboxGateway } from "./rest-proxy";

const fetchMock = vi.fn<typeof fetch>();

function request(path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`http://shop.example${path}`, {
    method: init.method ?? "GET",
    body: init.body,
    headers: { host: "shop.example", ...init.headers },
  });
}

const sentTo = () => String(fetchMock.mock.calls[0][0]);
const sentHeaders = () => new Headers(fetchMock.mock.calls[0][1]?.headers);

describe("forwardRest", () => {
  withFakeBackend(fetchMock);

  it("passes a call on with the cookie's token as the bearer and the shopper's address", async () => {
    fetchMock.mockResolvedValue(Response.json({ cartNum: 2 }));
    const response = await forwardRest(
      request("/rest/V1/rootwell-carts/?x=1", { headers: { cookie: "token=abc", "x-forwarded-for": "203.0.113.7" } }),
    );

    expect(sentTo()).toBe("http://django:8000/rest/V1/rootwell-carts/?x=1");
    expect(sentHeaders().get("authorization")).toBe("Bearer abc");
    expect(sentHeaders().get("x-forwarded-for")).toBe("203.0.113.7");
    expect(await response.json()).toEqual({ cartNum: 2 });
  });

  it("keeps scalp photos off this path: they pass only through /api/scalp-photos/", async () => {
    const response = await forwardRest(request("/rest/V1/rootwell-scalp-photos/7/", { headers: { cookie: "token=abc" } }));

    expect(response.status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hands every cookie the shop set (the cart's) back to the browser, with the guest cart named", async () => {
    const upstream = Response.json({ cartNum: 1 });
    upstream.headers.append("set-cookie", "cart_id=m4sk3d; HttpOnly; Path=/; SameSite=Lax");
    upstream.headers.append("set-cookie", "cart_count=1; Path=/; SameSite=Lax");
    fetchMock.mockResolvedValue(upstream);

    const response = await forwardRest(request("/rest/V1/rootwell-carts/", { headers: { cookie: "cart_id=m4sk3d" } }));

    expect(sentHeaders().get("cookie")).toContain("cart_id=m4sk3d");
    expect(response.headers.getSetCookie()).toEqual([
      "cart_id=m4sk3d; HttpOnly; Path=/; SameSite=Lax",
      "cart_count=1; Path=/; SameSite=Lax",
    ]);
  });

  it("keeps the shop's cookies beside the session's when a session-login signs in", async () => {
    const upstream = Response.json({ success: true, token: "fresh", message: "You are signed in." });
    upstream.headers.append("set-cookie", "cart_count=3; Path=/; SameSite=Lax");
    fetchMock.mockResolvedValue(upstream);

    const response = await forwardRest(request("/rest/V1/rootwell-customers/session-login"));

    const names = response.headers.getSetCookie().map((line) => line.split("=")[0]);
    expect(names).toEqual(["cart_count", "token", "logged_in"]);
  });

  it("keeps a session-login token in the cookies and out of the browser's answer", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, token: "fresh", message: "You are signed in." }));
    const response = await forwardRest(request("/rest/V1/rootwell-customers/session-login"));

    expect(await response.json()).toEqual({ success: true, message: "You are signed in." });
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^token=fresh; Path=\/; .*HttpOnly; .*SameSite=lax/i);
    expect(cookies[0]).toMatch(/Secure/);
    expect(cookies[0]).toMatch(/Max-Age=432000/);
    expect(cookies[1]).toMatch(/^logged_in=1;/);
  });

  it("stores nothing from an unsuccessful session-login", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: false, token: null, message: "No session." }));
    const response = await forwardRest(request("/rest/V1/rootwell-customers/session-login"));
    expect(await response.json()).toEqual({ success: false, message: "No session." });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("empties the cookies once the session-logout succeeded", async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const response = await forwardRest(
      request("/rest/V1/rootwell-customers/session-logout", {
        method: "POST",
        body: "{}",
        headers: { cookie: "token=abc", "content-type": "application/json", origin: "http://shop.example" },
      }),
    );
    expect(response.headers.getSetCookie().map((line) => line.split(";")[0])).toEqual(["token=", "logged_in=", "cart_count="]);
  });

  it("refuses a post from another site before it reaches the shop", async () => {
    const response = await forwardRest(
      request("/rest/V1/rootwell-customers/session-logout", {
        method: "POST",
        headers: { cookie: "token=abc", origin: "https://evil.example" },
      }),
    );
    expect(response.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the shop is unavailable when it cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("fetch failed"));
    const response = await forwardRest(request("/rest/V1/rootwell-carts/"));
    expect(response.status).toBe(502);
  });

  it("never relays an error page, only says the shop is unavailable", async () => {
    const debugPage = "<html>Traceback (most recent call last): /work/main/config/settings/base.py</html>";
    fetchMock.mockResolvedValue(new Response(debugPage, { status: 500, headers: { "content-type": "text/html; charset=utf-8" } }));

    const response = await forwardRest(request("/rest/V1/rootwell-carts/"));

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "The shop is unavailable right now. Please try again later." });
  });
});

describe("forwardSandboxGateway", () => {
  withFakeBackend(fetchMock);

  const card = JSON.stringify({ client_key: "k", card_number: "4242424242424242", exp_month: 12, exp_year: 2030 });

  it("passes the shop's own JSON posts on and gives back the gateway's answer", async () => {
    const expired = { error: { code: "expired", message: "The card has expired." } };
    fetchMock.mockResolvedValue(Response.json(expired, { status: 400 }));
    const response = await forwardSandboxGateway(
      request("/sandbox-gateway/tokens/", {
        method: "POST",
        body: card,
        headers: { "content-type": "application/json", origin: "http://shop.example" },
      }),
    );

    expect(sentTo()).toBe("http://django:8000/sandbox-gateway/tokens/");
    expect(fetchMock.mock.calls[0][1]?.body).toBe(card);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expired);
  });

  it("refuses form posts and other sites", async () => {
    const form = await forwardSandboxGateway(
      request("/sandbox-gateway/tokens/", {
        method: "POST",
        body: "card_number=4242",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    const foreign = await forwardSandboxGateway(
      request("/sandbox-gateway/tokens/", {
        method: "POST",
        body: card,
        headers: { "content-type": "application/json", origin: "https://evil.example" },
      }),
    );
    expect([form.status, foreign.status]).toEqual([415, 403]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
