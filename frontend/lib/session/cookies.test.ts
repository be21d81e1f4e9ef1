import { describe, expect, it } from "vitest";

import {
  eraseSession,
  hasLoggedInMarker,
  isLocalHost,
  loggedInCookieOptions,
  messagesCookieOptions,
  tokenCookieOptions,
  writeSession,
  type CookieOptions,
} from "./cookies";

function jar() {
  const set: { name: string; value: string; options: CookieOptions }[] = [];
  const record = (name: string, value: string, options: CookieOptions) => set.push({ name, value, options });
  return { set, jar: { set: record } };
}

describe("session cookie options", () => {
  it("keep the token from browser scripts for 5 days, sent on top-level navigations only", () => {
    expect(tokenCookieOptions("shop.example")).toEqual({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/",
      maxAge: 432_000,
    });
  });

  it("give the logged-in marker the token's lifetime but let browser code read it", () => {
    expect(loggedInCookieOptions("shop.example")).toMatchObject({ httpOnly: false, maxAge: 432_000, secure: true });
  });

  it("keep messages readable and only until the browser closes", () => {
    const options = messagesCookieOptions("shop.example");
    expect(options.httpOnly).toBe(false);
    expect(options).not.toHaveProperty("maxAge");
  });

  it("are Secure everywhere but on this machine", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3101", "[::1]:3000"]) {
      expect(isLocalHost(host)).toBe(true);
      expect(tokenCookieOptions(host).secure).toBe(false);
    }
    for (const host of ["shop.example", "localhost.example.com", "127.0.0.10", "", null]) {
      expect(isLocalHost(host)).toBe(false);
      expect(tokenCookieOptions(host).secure).toBe(true);
    }
  });
});

describe("writing and erasing the session", () => {
  it("sets the token and the marker together", () => {
    const { set, jar: cookies } = jar();
    writeSession(cookies, "secret", "shop.example");
    expect(set.map(({ name, value, options }) => [name, value, options.httpOnly])).toEqual([
      ["token", "secret", true],
      ["logged_in", "1", false],
    ]);
  });

  it("empties both with the attributes they were set with, expired, and the cart badge's count", () => {
    const { set, jar: cookies } = jar();
    eraseSession(cookies, "localhost:3000");
    expect(set).toEqual([
      { name: "token", value: "", options: { ...tokenCookieOptions("localhost"), maxAge: 0 } },
      { name: "logged_in", value: "", options: { ...loggedInCookieOptions("localhost"), maxAge: 0 } },
      { name: "cart_count", value: "", options: { ...loggedInCookieOptions("localhost"), maxAge: 0 } },
    ]);
  });
});

describe("hasLoggedInMarker", () => {
  it("finds the marker among other cookies", () => {
    expect(hasLoggedInMarker("a=1; logged_in=1; b=2")).toBe(true);
    expect(hasLoggedInMarker("logged_in=1")).toBe(true);
  });

  it("ignores an emptied marker and look-alike names", () => {
    expect(hasLoggedInMarker("")).toBe(false);
    expect(hasLoggedInMarker("logged_in=")).toBe(false);
    expect(hasLoggedInMarker("not_logged_in=1; logged_in_at=5")).toBe(false);
  });
});
