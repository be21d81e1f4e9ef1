// Minimal version written by the privacy request form (helper C) while the consent panel's own
// module (helper B) is not merged: same signature and cookie format, so the lead keeps B's file.

/** The visitor's privacy choices beyond the necessary cookies. */
export type ConsentChoices = { analytics: boolean; advertising: boolean };

export const CONSENT_COOKIE = "rw_consent";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choices saved in this browser, or null when none were made yet. */
export function readConsent(cookies: string = typeof document === "undefined" ? "" : document.cookie): ConsentChoices | null {
  const entry = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  const values = new URLSearchParams(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1)));
  return { analytics: values.get("analytics") !== "0", advertising: values.get("advertising") !== "0" };
}

/** Saves the given choices, keeping the others as they were (allowed when none were saved), in
 * the `rw_consent` cookie (`analytics=1&advertising=0`) for 365 days. */
export function saveConsent(choices: Partial<ConsentChoices>): void {
  if (typeof document === "undefined") return;
  const current = readConsent();
  const analytics = choices.analytics ?? current?.analytics ?? true;
  const advertising = choices.advertising ?? current?.advertising ?? true;
  const value = `analytics=${analytics ? 1 : 0}&advertising=${advertising ? 1 : 0}`;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // Written as is: "=" and "&" are valid in a cookie value, and the backend reads it as a form.
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
