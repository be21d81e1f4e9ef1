/**
 * The visitor's privacy choices (browser code). Three categories: necessary (always on), analytics
 * and advertising. The choice lives in the `rw_consent` cookie as `analytics=1&advertising=0`
 * (URL-encoded form; no cookie: no choice made yet), which the backend reads too. Without a
 * choice the policy decides: `rw_consent_policy` (set by the proxy, lib/consent/policy.ts) is
 * `opt-out` (both on until declined) or `opt-in` (nothing until accepted). Global Privacy Control
 * always turns advertising off.
 */
import { readCookie, writeCookie } from "./cookies";
import { CONSENT_CHANGE_EVENT } from "./signals";

export { readCookie, writeCookie };

export { CONSENT_CHANGE_EVENT, CONSENT_OPEN_EVENT, consentReady, markConsentReady, resetConsentReady } from "./signals";

export type ConsentChoices = { analytics: boolean; advertising: boolean };
export type ConsentPolicy = "opt-in" | "opt-out";

export const CONSENT_COOKIE = "rw_consent";
export const CONSENT_POLICY_COOKIE = "rw_consent_policy";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `analytics=1&advertising=0` to choices; null for no cookie or a value that says neither. */
export function parseConsent(value: string | null | undefined): ConsentChoices | null {
  if (!value) return null;
  const form = new URLSearchParams(value);
  if (!form.has("analytics") && !form.has("advertising")) return null;
  return { analytics: form.get("analytics") === "1", advertising: form.get("advertising") === "1" };
}

export function formatConsent({ analytics, advertising }: ConsentChoices): string {
  return `analytics=${analytics ? 1 : 0}&advertising=${advertising ? 1 : 0}`;
}

export function readPolicy(): ConsentPolicy {
  return readCookie(CONSENT_POLICY_COOKIE) === "opt-in" ? "opt-in" : "opt-out";
}

/** The browser's Global Privacy Control signal. */
export function gpcEnabled(): boolean {
  return typeof navigator !== "undefined" && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** The choices the visitor saved, null when none yet. */
export function savedConsent(): ConsentChoices | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/**
 * What the visitor allows now: their saved choices, else the policy's default (opt-out: both on;
 * opt-in: null, nothing allowed until they choose); advertising is off under GPC.
 */
export function readConsent(): ConsentChoices | null {
  const choices = savedConsent() ?? (readPolicy() === "opt-in" ? null : { analytics: true, advertising: true });
  return choices && { analytics: choices.analytics, advertising: choices.advertising && !gpcEnabled() };
}

/** Saves the choices given, the others kept as they are now (nothing allowed when none yet). */
export function saveConsent(choices: Partial<ConsentChoices>): void {
  const next = { analytics: false, advertising: false, ...readConsent(), ...choices };
  if (gpcEnabled()) next.advertising = false;
  writeCookie(CONSENT_COOKIE, formatConsent(next), CONSENT_MAX_AGE_SECONDS);
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}
