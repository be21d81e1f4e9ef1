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

describe("sessionResponse at a page load with a Django session and no token", () => {
  const page = { accept: "text/html", "sec-fetch-dest": "document" };
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const signedIn = { success: true, token: "fresh", message: "You are signed in." };

  it("stores the token the check returns and renders the page as signed in, saying so", async () => {
    apiAnswers(signedIn);
    const response = await sessionResponse(request("/science/", { sessionid: "abc", cart_id: "c1" }, page));

    expect(location(response)).toBeNull();
    const cookies = setCookies(response!);
    expect(cookies).toEqual(
      expect.arrayContaining([
        "token=fresh",
        "logged_in=1",
        `messages=${encodeURIComponent('[{"type":"success","text":"You are signed in."}]')}`,
      ]),
    );
    const token = response!.headers.getSetCookie().find((line) => line.startsWith("token="))!;
    expect(token).toMatch(/Max-Age=432000/);
    expect(token).toMatch(/HttpOnly/);
    // The page of this very request is rendered with the token.
    expect(response!.headers.get("x-middleware-request-cookie")).toContain("token=fresh");
    // Only the session cookie went to the check, with no bearer.
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/rest\/V1\/rootwell-customers\/session-login$/);
    expect(new Headers(init?.headers).get("cookie")).toBe("sessionid=abc");
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
  });

  it("sends a visitor signed in by the session from the login page on to the account", async () => {
    apiAnswers(signedIn);
    const response = await sessionResponse(request("/customer/account/login/", { sessionid: "abc" }, page));

    expect(location(response)).toBe("/account/");
    expect(setCookies(response!)).toContain("token=fresh");
    expect(decodeURIComponent(response!.headers.getSetCookie().join())).not.toContain("already logged in");
  });

  it("lets a visitor signed in by the session into the account page they opened", async () => {
    apiAnswers(signedIn);
    const response = await sessionResponse(request("/account/orders/", { sessionid: "abc" }, page));

    expect(location(response)).toBeNull();
    expect(setCookies(response!)).toContain("token=fresh");
  });

  it("shows the check's message when it returns no token, and stores none", async () => {
    apiAnswers({ success: false, token: null, message: "Your session has ended. Please log in again." });
    const response = await sessionResponse(request("/account/", { sessionid: "abc" }, page));

    expect(location(response)).toBe("/customer/account/login/");
    const cookies = setCookies(response!);
    expect(cookies.some((cookie) => cookie.startsWith("token="))).toBe(false);
    expect(cookies).toContain(
      `messages=${encodeURIComponent('[{"type":"warning","text":"Your session has ended. Please log in again."}]')}`,
    );
  });

  it("passes Django's deletion of a stale session cookie on to the browser, and nothing else of Django's", async () => {
    fetchMock.mockImplementation(async () => {
      const headers = new Headers({ "content-type": "application/json" });
      headers.append("set-cookie", 'sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/');
      headers.append("set-cookie", "messages=django; Path=/");
      return new Response(JSON.stringify({ success: false, token: null, message: null }), { headers });
    });
    const response = await sessionResponse(request("/", { sessionid: "abc" }, page));

    expect(setCookies(response!)).toEqual([expect.stringMatching(/^session_checked=[0-9a-f]{32}$/), 'sessionid=""']);
  });

  it("asks once per Django session: the next page load of the same session asks nobody", async () => {
    apiAnswers({ success: false, token: null, message: null });
    const first = await sessionResponse(request("/", { sessionid: "abc" }, page));
    const marker = first!.headers.getSetCookie().find((line) => line.startsWith("session_checked="))!;
    expect(marker).toMatch(/HttpOnly/);
    expect(marker).not.toMatch(/Max-Age/);
    const checked = marker.split(";")[0].split("=")[1];
    expect(checked).not.toContain("abc");

    expect(await sessionResponse(request("/", { sessionid: "abc", session_checked: checked }, page))).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A new session (signed in on the backend again) is asked about.
    await sessionResponse(request("/", { sessionid: "new", session_checked: checked }, page));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("serves the page as it is, once, when the check cannot answer", async () => {
    fetchMock.mockRejectedValue(new DOMException("The operation timed out.", "TimeoutError"));
    const response = await sessionResponse(request("/", { sessionid: "abc" }, page));

    expect(location(response)).toBeNull();
    expect(setCookies(response!)).toEqual([expect.stringMatching(/^session_checked=/)]);
  });

  it("asks nobody without a Django session, with a token, on a draft preview or for what is not a page load", async () => {
    apiAnswers(signedIn);
    expect(await sessionResponse(request("/", {}, page))).toBeNull();
    expect(await sessionResponse(request("/preview/?token=draft", { sessionid: "abc" }, page))).toBeNull();
    expect(await sessionResponse(request("/science/", { sessionid: "abc", token: "t" }, page))).toBeNull();
    const notPageLoads: Record<string, string>[] = [
      { ...page, "next-router-prefetch": "1" },
      { ...page, "sec-purpose": "prefetch" },
      { rsc: "1", accept: "*/*", "sec-fetch-dest": "empty" },
      { accept: "image/avif", "sec-fetch-dest": "image" },
    ];
    for (const headers of notPageLoads) {
      expect(await sessionResponse(request("/", { sessionid: "abc" }, headers))).toBeNull();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
