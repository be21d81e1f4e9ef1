// Whether a visitor may take part in experiments: assignment writes a cookie and the Experiment
// Viewed event is analytics, so both follow the visitor's analytics consent. Someone who is not a
// participant is served the control (the live page) and gets no experiment cookie.
import { CONSENT_COOKIE, CONSENT_POLICY_COOKIE, parseConsent } from "@/lib/consent/consent";

/** The analytics choice in a rw_consent value (as is or URL-encoded): true, false, or null when
 * none was saved, read as the consent panel reads it. */
export function analyticsChoice(consent: string | undefined): boolean | null {
  if (!consent) return null;
  try {
    return parseConsent(decodeURIComponent(consent))?.analytics ?? null;
  } catch {
    return null;
  }
}

/** Opt-in: only with analytics consent given. Opt-out (the default): unless analytics was refused. */
export function mayParticipate(cookie: (name: string) => string | undefined): boolean {
  const choice = analyticsChoice(cookie(CONSENT_COOKIE));
  if (cookie(CONSENT_POLICY_COOKIE)?.trim().toLowerCase() === "opt-in") return choice === true;
  return choice !== false;
}
