// @vitest-environment node
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { sessionResponse } from "./proxy-session";

const fetchMock = vi.fn<typeof fetch>();

function request(path: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  return new NextRequest(`http://127.0.0.1:3000${path}`, {
    headers: { host: "127.0.0.1:3000", ...(cookie ? { cookie } : {}), ...headers },
  });
}

function apiAnswers(body: unknown) {
  fetchMock.mockImplementation(async () => Response.json(body));
}

/** Where a redirect goes (NextRequest spells 127.0.0.1 as localhost). */
const location = (response: Response | null) => {
  const value = response?.headers.get("location");
  return value ? new URL(value).pathname : null;
};

function setCookies(response: Response) {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]);
}

describe("sessionResponse", () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends a visitor without a token from any account page to the login page, asking nobody", async () => {
    for (const path of ["/account/", "/account/orders/12/"]) {
      const response = await sessionResponse(request(path));
      expect(response?.status).toBe(307);
      expect(location(response)).toBe("/customer/account/login/");
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets a visitor with a token into the account: the pages check it themselves", async () => {
    expect(await sessionResponse(request("/account/", { token: "t" }))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a signed-in customer from the login page to the account with the warning", async () => {
    apiAnswers({ data: { customer: { firstname: "Jane" } } });
    const response = await sessionResponse(
      request("/customer/account/login/", { token: "t" }, { "x-forwarded-for": "203.0.113.7" }),
    );

    expect(response?.status).toBe(307);
    expect(location(response)).toBe("/account/");
    expect(setCookies(response!)).toEqual([
      `messages=${encodeURIComponent('[{"type":"warning","text":"You are already logged in."}]')}`,
    ]);
    const [, init] = fetchMock.mock.calls[0];
    const sent = new Headers(init?.headers);
    expect(sent.get("authorization")).toBe("Bearer t");
    expect(sent.get("x-forwarded-for")).toBe("203.0.113.7");
  });

  it("sends a signed-in customer sent from the checkout straight back to it, and only there", async () => {
    apiAnswers({ data: { customer: { firstname: "Jane" } } });
    const back = await sessionResponse(request("/customer/account/login/?redirect=/checkout/", { token: "t" }));
    expect(location(back)).toBe("/checkout/");
    expect(setCookies(back!)).toEqual([]);

    const elsewhere = await sessionResponse(
      request("/customer/account/create/?redirect=https://evil.example/checkout/", { token: "t" }),
    );
    expect(location(elsewhere)).toBe("/account/");
  });

  it("sends them from the other sign-in pages without a warning, and a prefetch never leaves one", async () => {
    apiAnswers({ data: { customer: { firstname: "Jane" } } });
    const create = await sessionResponse(request("/customer/account/create/", { token: "t" }));
    const prefetch = await sessionResponse(
      request("/customer/account/login/", { token: "t" }, { "next-router-prefetch": "1" }),
    );
    for (const response of [create, prefetch]) {
      expect(location(response)).toBe("/account/");
      expect(setCookies(response!)).toEqual([]);
    }
  });

  it("clears a token the API refuses, or one whose customer has no first name, and shows the page", async () => {
    for (const answer of [
      { errors: [{ message: "The current customer isn't authorized.", extensions: { code: "UNAUTHENTICATED" } }] },
      { data: { customer: { firstname: " " } } },
    ]) {
      apiAnswers(answer);
      const response = await sessionResponse(request("/customer/account/login/", { token: "t", logged_in: "1" }));
      expect(location(response)).toBeNull();
      expect(setCookies(response!)).toEqual(["token=", "logged_in=", "cart_count="]);
      expect(response!.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    }
  });

  it("changes nothing when the API cannot be asked", async () => {
    fetchMock.mockRejectedValue(new TypeError("fetch failed"));
    expect(await sessionResponse(request("/customer/account/login/", { token: "t" }))).toBeNull();
  });

  it("leaves every other page alone", async () => {
    expect(await sessionResponse(request("/science/", { token: "t" }))).toBeNull();
    expect(await sessionResponse(request("/customer/account/login/"))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
