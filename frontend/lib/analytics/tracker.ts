/**
 * The storefront's one analytics tracker: `track`, `identify` and `page` (never called on its own:
 * page tracking is off, as the spec's plugin settings say). Every feature reports through it and
 * none talks to a vendor. Events are batched in memory and sent, in Segment's batch format, to the
 * shop's own `POST /api/events/` with navigator.sendBeacon (a keepalive fetch when the beacon is
 * refused): a second after the first one waits, at 20 waiting, and when the page is hidden or left.
 * Nothing here waits on the network, so no click or navigation waits on it either.
 *
 * Consent (lib/consent/consent.ts): the tracker waits for the consent tool, trying every 500 ms,
 * 20 times, and then only logs an error. Events wait in memory while the visitor has not chosen
 * under the opt-in policy, and go once allowed: analytics events with analytics consent, the
 * pixel's `Button Click` with advertising consent; the others are dropped.
 *
 * Each event is also pushed to `window.rootwellAnalytics` and announced as a `rootwell:track` DOM
 * event, for a script or test in the page that listens.
 */
import {
  CONSENT_CHANGE_EVENT,
  type ConsentChoices,
  consentReady,
  readConsent,
  readCookie,
  writeCookie,
} from "@/lib/consent/consent";

import { campaign, saveCampaign } from "./campaign";
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
/** Events kept while an opt-in visitor has not chosen yet. */
const MAX_HELD = 100;

declare global {
  interface Window {
    rootwellAnalytics?: TrackedEvent[];
  }
}

type Category = keyof ConsentChoices;

export type Message = {
  type: "track" | "identify" | "page";
  event?: string;
  messageId: string;
  anonymousId?: string;
  userId: string | null;
  timestamp: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
  context: Record<string, unknown>;
};

let held: [Message, Category][] = [];
let outbox: Message[] = [];
let userId: string | null = null;

/** Who later events are about (identify). */
export function setUserId(id: string | null): void {
  userId = id;
}
let timer: ReturnType<typeof setTimeout> | undefined;
let polling: ReturnType<typeof setInterval> | undefined;
let listening = false;

function uuid(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  // Plain-HTTP pages have no randomUUID: a version-4 id from random bytes.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 15) | 64;
  b[8] = (b[8] & 63) | 128;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Skin when the address says skin, otherwise Hair. */
export function businessLine(url: string): "Skin" | "Hair" {
  return /skin/i.test(url) ? "Skin" : "Hair";
}

/** The experiments this browser takes part in, from the proxy's `rw_exp_<id>` cookies. */
export function experiments(cookies = document.cookie): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, id, variant] of cookies.matchAll(/(?:^|;\s*)rw_exp_([^=;\s]+)=([^;]*)/g)) {
    found[id] = decodeURIComponent(variant);
  }
  return found;
}

function context(eventId?: string): Record<string, unknown> {
  const { pathname, href } = location;
  const page = { path: pathname, url: href, referrer: document.referrer, title: document.title };
  const ctx: Record<string, unknown> = { page, business_line: businessLine(href), campaign: campaign(), experiments: experiments() };
  if (eventId) ctx.event_id = eventId;
  return ctx;
}

export function message(type: Message["type"], fields: Partial<Message>, eventId?: string): Message {
  return { type, messageId: uuid(), userId, timestamp: new Date().toISOString(), context: context(eventId), ...fields };
}

export const DAY = 24 * 60 * 60;

/** The anonymous id, created (30 days) only once analytics is allowed. */
function anonymousId(consent: ConsentChoices): string {
  let id = readCookie(ANONYMOUS_ID_COOKIE);
  if (!id) {
    id = uuid();
    if (consent.analytics) writeCookie(ANONYMOUS_ID_COOKIE, id, 30 * DAY);
  }
  return id;
}

/** Queues a message (for this module's siblings: identify, conversions). */
export function enqueue(entry: Message, category: Category = "analytics"): void {
  if (held.length < MAX_HELD) held.push([entry, category]);
  listen();
  release();
}

/** Moves what the visitor allows to the outbox, drops what they refused, keeps the rest. */
function release(): void {
  if (!consentReady()) return waitForConsent();
  const consent = readConsent();
  // Opt-in and no choice yet: wait, in memory only.
  if (!consent) return;
  if (consent.analytics) saveCampaign();
  for (const [entry, category] of held) {
    if (!consent[category]) continue;
    entry.anonymousId = anonymousId(consent);
    entry.context.consent = consent;
    const eventId = entry.context.event_id;
    if (typeof eventId === "string" && consent.advertising) writeCookie(EVENT_ID_COOKIE, eventId, 30 * DAY);
    outbox.push(entry);
  }
  held = [];
  if (outbox.length >= BATCH_SIZE) flush();
  else if (outbox.length && !timer) timer = setTimeout(flush, FLUSH_AFTER_MS);
}

function waitForConsent(): void {
  if (polling) return;
  let tries = 0;
  polling = setInterval(() => {
    if (consentReady()) {
      clearInterval(polling);
      polling = undefined;
      release();
    } else if (++tries >= CONSENT_TRIES) {
      clearInterval(polling);
      console.error("Analytics: the consent tool did not start after 20 tries at 500 ms; no events are sent.");
    }
  }, CONSENT_TRY_MS);
}

function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener(CONSENT_CHANGE_EVENT, release);
  addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
}

function post(body: string): void {
  const blob = new Blob([body], { type: "text/plain;charset=UTF-8" });
  if (navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) return;
  fetch(EVENTS_ENDPOINT, { method: "POST", body: blob, keepalive: true, credentials: "same-origin" }).catch(() => {});
}

/** Sends everything the outbox holds, in batches of at most 20 and 60 KB. */
export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (outbox.length) {
    const batch = outbox.splice(0, BATCH_SIZE);
    let body = JSON.stringify({ batch, sentAt: new Date().toISOString() });
    while (body.length > MAX_BODY_BYTES && batch.length > 1) {
      outbox.unshift(...batch.splice(batch.length >> 1));
      body = JSON.stringify({ batch, sentAt: new Date().toISOString() });
    }
    // One event larger than the backend takes would be refused: it is not sent.
    if (body.length <= MAX_BODY_BYTES) post(body);
  }
}

/** Conversions carry an event_id (the time in ms), the pixel's key for matching them up. */
const CONVERSIONS = new Set<string>(["Product Added", "Email Opted In"]);

export function track(event: BrowserEventName, properties: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const entry: TrackedEvent = { event, properties, timestamp: new Date().toISOString() };
  (window[ANALYTICS_QUEUE] ??= []).push(entry);
  dispatchEvent(new CustomEvent<TrackedEvent>(TRACK_EVENT, { detail: entry }));
  const eventId = CONVERSIONS.has(event) ? String(Date.now()) : undefined;
  enqueue(message("track", { event, properties }, eventId));
  if (/clicked|added/i.test(event)) pixel(event, properties, eventId);
}

/** The browser pixel's custom event, with advertising consent only: the original event's name
 * (event_name) and its properties. */
export function pixel(event: string, properties: Record<string, unknown>, eventId?: string): void {
  enqueue(message("track", { event: "Button Click", properties: { event_name: event, ...properties } }, eventId), "advertising");
}

/** A page view; nothing calls it on its own (page tracking is off). */
export function page(properties: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  enqueue(message("page", { properties: { path: location.pathname, url: location.href, title: document.title, ...properties } }));
}

/** For tests: forget everything held, waiting and identified. */
export function resetTracker(): void {
  held = [];
  outbox = [];
  userId = null;
  clearTimeout(timer);
  clearInterval(polling);
  timer = polling = undefined;
}
