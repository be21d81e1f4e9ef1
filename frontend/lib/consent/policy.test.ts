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

    expect(response.headers.getSetCookie()).toEqual(["rw_consent_policy=opt-in; Path=/; Max-Age=86400; SameSite=Lax"]);
  });

  it("leaves the cookie alone when the browser has it right", () => {
    const response = applyConsentPolicy(request({ cookie: "rw_consent_policy=opt-out" }), NextResponse.next(), {});

    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("is Secure away from this machine's plain-HTTP hosts", () => {
    const response = applyConsentPolicy(request({ host: "rootwell.com" }), NextResponse.next(), {});

    expect(response.headers.getSetCookie()).toEqual(["rw_consent_policy=opt-out; Path=/; Max-Age=86400; SameSite=Lax; Secure"]);
  });

  it("keeps the Set-Cookie lines written before it", () => {
    const response = NextResponse.next();
    response.headers.append("set-cookie", "sessionid=; Max-Age=0; Path=/");

    applyConsentPolicy(request({}), response, {});

    expect(response.headers.getSetCookie()[0]).toBe("sessionid=; Max-Age=0; Path=/");
  });
});
