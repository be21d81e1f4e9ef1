// The consent tool's signals, kept apart from consent.ts so the first load of a page carries
// only these: the events, and whether the consent tool runs.

/** Fired on window whenever the choices change, and when the consent tool starts. */
export const CONSENT_CHANGE_EVENT = "rootwell:consent";
/** Dispatch on window to open the consent panel from anywhere. */
export const CONSENT_OPEN_EVENT = "rootwell:consent-open";

// The consent tool is the storefront's root component (components/consent/ConsentRoot); the
// tracker waits for it to say it is running (ready), as the spec's tracker waits for its consent
// tool: 20 tries at 500 ms, then an error is logged and nothing is sent.
let ready = false;

export function markConsentReady(): void {
  ready = true;
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

export function consentReady(): boolean {
  return ready;
}

/** For tests: back to a page that has not started its consent tool. */
export function resetConsentReady(): void {
  ready = false;
}
