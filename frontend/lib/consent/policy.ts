// Server code (the proxy): which consent policy applies to a visitor, told to the browser in the
// readable `rw_consent_policy` cookie. CONSENT_POLICY (default opt-out) applies everywhere, except
// that visitors from CONSENT_OPT_IN_COUNTRIES (default the EEA, the UK and Switzerland; ISO codes,
// comma-separated, matched against the CDN's cf-ipcountry or x-vercel-ip-country header) get opt-in.
import type { NextResponse } from "next/server";

import { isLocalHost } from "@/lib/session/cookies";

import { CONSENT_POLICY_COOKIE, type ConsentPolicy } from "./consent";

export const DEFAULT_OPT_IN_COUNTRIES =
  "AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IE,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE,IS,LI,NO,GB,CH";

type Env = Record<string, string | undefined>;

export function consentPolicyFor(headers: Headers, env: Env = process.env): ConsentPolicy {
  if (env.CONSENT_POLICY?.trim().toLowerCase() === "opt-in") return "opt-in";
  const country = (headers.get("cf-ipcountry") ?? headers.get("x-vercel-ip-country") ?? "").trim().toUpperCase();
  if (!country) return "opt-out";
  const optIn = (env.CONSENT_OPT_IN_COUNTRIES ?? DEFAULT_OPT_IN_COUNTRIES).toUpperCase().split(",");
  return optIn.some((code) => code.trim() === country) ? "opt-in" : "opt-out";
}

/** Sets the policy cookie on the proxy's response when the browser's copy differs. */
export function applyConsentPolicy(
  request: { headers: Headers; cookies: { get(name: string): { value: string } | undefined } },
  response: NextResponse,
  env: Env = process.env,
): NextResponse {
  const policy = consentPolicyFor(request.headers, env);
  if (request.cookies.get(CONSENT_POLICY_COOKIE)?.value !== policy) {
    // As the session cookies: Secure except on this machine's plain-HTTP hosts. Appended as a
    // header, not through response.cookies, which rewrites the Set-Cookie lines written before
    // (Django's own session cookie among them, see page-load-session.ts).
    const secure = isLocalHost(request.headers.get("host")) ? "" : "; Secure";
    response.headers.append("set-cookie", `${CONSENT_POLICY_COOKIE}=${policy}; Path=/; Max-Age=86400; SameSite=Lax${secure}`);
  }
  return response;
}
