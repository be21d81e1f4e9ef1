// Whether a visitor may take part in experiments: assignment writes a cookie and the Experiment
// Viewed event is analytics, so both follow the visitor's analytics consent. Someone who is not a
// participant is served the control (the live page) and gets no experiment cookie.

/** The consent cookie (`analytics=1&advertising=0`), as the consent panel writes it. */
export const CONSENT_COOKIE = "rw_consent";
/** The consent policy for this visitor (`opt-in` or `opt-out`), set by the proxy; absent: opt-out. */
export const CONSENT_POLICY_COOKIE = "rw_consent_policy";

/** The analytics choice in a rw_consent value: true, false, or null when none was saved. */
export function analyticsChoice(consent: string | undefined): boolean | null {
  if (!consent) return null;
  let value = consent;
  try {
    value = decodeURIComponent(consent);
  } catch {
    // Written as is ("=" and "&" are valid in a cookie value).
  }
  const analytics = new URLSearchParams(value).get("analytics");
  if (analytics === "1") return true;
  if (analytics === "0") return false;
  return null;
}

/** Opt-in: only with analytics consent given. Opt-out (the default): unless analytics was refused. */
export function mayParticipate(cookie: (name: string) => string | undefined): boolean {
  const choice = analyticsChoice(cookie(CONSENT_COOKIE));
  if (cookie(CONSENT_POLICY_COOKIE)?.trim().toLowerCase() === "opt-in") return choice === true;
  return choice !== false;
}
