// Minimal version written by the privacy request form (helper C) while the consent panel's own
// module (helper B) is not merged: same signature and cookie format, so the lead keeps B's file.

/** The visitor's privacy choices beyond the necessary cookies. */
export type ConsentChoices = { analytics: boolean; advertising: boolean };

export const CONSENT_COOKIE = "rw_consent";
/** The region's policy before a choice is made: `opt-in` (nothing allowed) or `opt-out`. */
const CONSENT_POLICY_COOKIE = "rw_consent_policy";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const currentCookies = () => (typeof document === "undefined" ? "" : document.cookie);

/** A cookie's decoded value in a `document.cookie` string; null when absent or not decodable
 * (a malformed value must not throw: mirrors lib/session/messages.ts). */
function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The choices saved in this browser, or null when none were made yet (or none can be read). */
export function readConsent(cookies: string = currentCookies()): ConsentChoices | null {
  const raw = cookieValue(cookies, CONSENT_COOKIE);
  if (raw === null) return null;
  const values = new URLSearchParams(raw);
  if (!values.has("analytics") && !values.has("advertising")) return null;
  return { analytics: values.get("analytics") !== "0", advertising: values.get("advertising") !== "0" };
}

/** What is allowed before any choice: nothing in an opt-in region, everything otherwise. */
function policyDefault(cookies: string): boolean {
  return cookieValue(cookies, CONSENT_POLICY_COOKIE) !== "opt-in";
}

/** Saves the given choices, keeping the others as they were (when none were saved, as the
 * region's `rw_consent_policy` allows before a choice: opt-in allows nothing), in the
 * `rw_consent` cookie (`analytics=1&advertising=0`) for 365 days. */
export function saveConsent(choices: Partial<ConsentChoices>): void {
  if (typeof document === "undefined") return;
  const cookies = currentCookies();
  const current = readConsent(cookies);
  const allowed = policyDefault(cookies);
  const analytics = choices.analytics ?? current?.analytics ?? allowed;
  const advertising = choices.advertising ?? current?.advertising ?? allowed;
  const value = `analytics=${analytics ? 1 : 0}&advertising=${advertising ? 1 : 0}`;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // Written as is: "=" and "&" are valid in a cookie value, and the backend reads it as a form.
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
