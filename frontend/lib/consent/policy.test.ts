// @vitest-environment node
import { NextRequest, NextResponse } from "next/server";
import { describe, expect, it } from "vitest";

import { applyConsentPolicy } from "./policy";

function request(headers: Record<string, string>) {
  return new NextRequest("http://localhost:3000/", { headers: { host: "localhost:3000", ...headers } });
}

describe("applyConsentPolicy", () => {
  it("tells the browser its policy in the rw_consent_policy cookie", () => {
    const response = applyConsentPolicy(request({ "cf-ipcountry": "FR" }), NextResponse.next(), {});

    expect(response.cookies.get("rw_consent_policy")).toMatchObject({ value: "opt-in", path: "/", sameSite: "lax", httpOnly: false });
  });

  it("leaves the cookie alone when the browser has it right", () => {
    const response = applyConsentPolicy(request({ cookie: "rw_consent_policy=opt-out" }), NextResponse.next(), {});

    expect(response.cookies.get("rw_consent_policy")).toBeUndefined();
  });

  it("is Secure away from this machine's plain-HTTP hosts", () => {
    const response = applyConsentPolicy(request({ host: "rootwell.com" }), NextResponse.next(), {});

    expect(response.cookies.get("rw_consent_policy")).toMatchObject({ value: "opt-out", secure: true });
  });
});
