/**
 * The storefront's one analytics tracker: `track`, `identify` (./identify.ts, loaded where a
 * signed-in customer is known) and `page` (never called on its own: page tracking is off, as the
 * spec's plugin settings say). Every feature reports through it and none talks to a vendor.
 *
 * No event says who the visitor is: the collector names the signed-in customer itself, from the
 * session the request carries, and ignores the user id, email or telephone a browser claims.
 *
 * Like a vendor's snippet, this first-load half only notes each call with the page it was made on;
 * the sending half (./sender.ts) is imported as soon as the page hydrates (the consent root asks
 * for it; there is no delayed load), and takes the calls noted before it came. It batches them in
 * memory and sends them, in Segment's batch format, to the shop's own `POST /api/events/` with
 * navigator.sendBeacon (a keepalive fetch when the beacon is refused): a second after the first
 * one waits, at 20 waiting, and when the page is hidden or left. Nothing waits on the network, so
 * no click or navigation waits on it either.
 *
 * Consent (lib/consent/consent.ts): the sender waits for the consent tool, trying every 500 ms, 20
 * times, and then only logs an error. Events wait in memory while the visitor has not chosen under
 * the opt-in policy, and go once allowed: analytics events with analytics consent, the pixel's
 * `Button Click` with advertising consent; the others are dropped.
 *
 * Each event is also pushed to `window.rootwellAnalytics` and announced as a `rootwell:track` DOM
 * event, for a script or test in the page that listens.
 */
import type { BrowserEventName } from "./events";

export type TrackedEvent = {
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
};

export const ANALYTICS_QUEUE = "rootwellAnalytics";
export const TRACK_EVENT = "rootwell:track";
export const EVENTS_ENDPOINT = "/api/events/";
export const ANONYMOUS_ID_COOKIE = "rw_anon";
export const EVENT_ID_COOKIE = "rw_event_id";
export const FLUSH_AFTER_MS = 1000;
export const BATCH_SIZE = 20;
/** The backend refuses a body over 64 KB; a batch stays under this. */
export const MAX_BODY_BYTES = 60_000;
export const CONSENT_TRIES = 20;
export const CONSENT_TRY_MS = 500;
export const DAY = 24 * 60 * 60;

declare global {
  interface Window {
    rootwellAnalytics?: TrackedEvent[];
  }
}

/** What is sent: one Segment message. */
export type Message = {
  type: "track" | "identify" | "page";
  event?: string;
  messageId: string;
  anonymousId?: string;
  timestamp: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
  context: Record<string, unknown>;
};

/** One call of the tracker, noted when it is made: when, and on which page. */
export type Call = Pick<Message, "type" | "event" | "properties" | "traits"> & {
  at: number;
  page: { path: string; url: string; referrer: string; title: string };
  /** A conversion's event_id chosen by the caller (the checkout's). */
  eventId?: string;
  /** The pixel's Button Click for this event, alone. */
  pixel?: boolean;
};

let receive: ((call: Call) => void) | null = null;
let loading: Promise<typeof import("./sender")> | null = null;
const noted: Call[] = [];

/** Imports the sending half (once) and hands it what was noted. */
export function loadSender(): Promise<typeof import("./sender")> {
  loading ??= import("./sender").then((sender) => {
    receive = sender.receive;
    noted.splice(0).forEach(receive);
    return sender;
  });
  return loading;
}

/** Notes a call with the page it is made on, for the sender. */
export function send(call: Omit<Call, "at" | "page">): void {
  const full = {
    ...call,
    at: Date.now(),
    page: { path: location.pathname, url: location.href, referrer: document.referrer, title: document.title },
  };
  if (receive) return receive(full);
  noted.push(full);
  void loadSender();
}

export function track(event: BrowserEventName, properties: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const entry: TrackedEvent = { event, properties, timestamp: new Date().toISOString() };
  (window[ANALYTICS_QUEUE] ??= []).push(entry);
  dispatchEvent(new CustomEvent<TrackedEvent>(TRACK_EVENT, { detail: entry }));
  send({ type: "track", event, properties });
}

/** A page view; nothing calls it on its own (page tracking is off). */
export function page(properties: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  send({ type: "page", properties: { path: location.pathname, url: location.href, title: document.title, ...properties } });
}

/** For tests: forget the calls noted and not yet taken. */
export function resetTracker(): void {
  noted.length = 0;
}
