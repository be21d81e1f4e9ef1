/**
 * When the lead-capture modal (the newsletter's $10 offer) may show: to a new visitor only, once,
 * 20 s into a page or when the pointer leaves the page at the top (exit intent, desktop); never to
 * a signed-in customer (the readable `logged_in` marker), never to someone who closed it or signed
 * up (the `hide_attentive_popup` cookie, 365 days), never on checkout, cart or account pages.
 */
import { readCookie, writeCookie } from "@/lib/consent/cookies";
import { hasLoggedInMarker } from "@/lib/session/cookies";

export const LEAD_CAPTURE_DELAY_MS = 20_000;
export const HIDE_POPUP_COOKIE = "hide_attentive_popup";
const YEAR = 365 * 24 * 60 * 60;

const NEVER_ON = /^\/(men\/)?(checkout|account|customer|cart|logout|privacy-request)(\/|$)/;

export function leadCaptureAllowed(pathname: string, cookies: string): boolean {
  if (NEVER_ON.test(pathname)) return false;
  return !readCookie(HIDE_POPUP_COOKIE, cookies) && !hasLoggedInMarker(cookies);
}

/** The modal was closed or its sign-up went through: it never shows again in this browser. */
export function hideLeadCaptureForGood(): void {
  writeCookie(HIDE_POPUP_COOKIE, "1", YEAR);
}

/** Exit intent: the pointer left the page through its top edge (desktop pointers only). */
export function isExitIntent(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

export type LeadTrigger = "delay" | "exit_intent";

/**
 * Calls `show` once, after the delay or on exit intent, when the modal may show on `pathname`;
 * returns what stops watching. Loaded when the page is idle (the consent root), as a popup shown
 * 20 s in has no place in a page's first load.
 */
export function watchForLeadCapture(pathname: string, show: (trigger: LeadTrigger) => void): () => void {
  if (!leadCaptureAllowed(pathname, document.cookie)) return () => {};
  let done = false;
  const once = (trigger: LeadTrigger) => {
    if (done || !leadCaptureAllowed(location.pathname, document.cookie)) return;
    done = true;
    show(trigger);
  };
  const timer = setTimeout(() => once("delay"), LEAD_CAPTURE_DELAY_MS);
  const onLeave = (event: MouseEvent) => isExitIntent(event) && once("exit_intent");
  document.addEventListener("mouseout", onLeave);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("mouseout", onLeave);
  };
}
