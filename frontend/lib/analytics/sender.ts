/**
 * The tracker's sending half (see ./tracker.ts), loaded by a dynamic import right after the page
 * hydrates (or at its first event): consent gating, the events' context, the pixel's Button Click,
 * conversions' event_id, batching and the beacon. Nothing here is on a page's first load.
 */
import {
  CONSENT_CHANGE_EVENT,
  type ConsentChoices,
  consentReady,
  readConsent,
  readCookie,
  writeCookie,
} from "@/lib/consent/consent";

import { campaign, noteCampaign, saveCampaign } from "./campaign";

export { noteCampaign };
import {
  ANONYMOUS_ID_COOKIE,
  BATCH_SIZE,
  type Call,
  CONSENT_TRIES,
  CONSENT_TRY_MS,
  DAY,
  EVENT_ID_COOKIE,
  EVENTS_ENDPOINT,
  FLUSH_AFTER_MS,
  MAX_BODY_BYTES,
  type Message,
} from "./tracker";

type Category = keyof ConsentChoices;

// The page this loads on: its campaign is noted before the events noted so far are taken.
if (typeof window !== "undefined") {
  noteCampaign(location.search, document.querySelector("[data-influencer]")?.getAttribute("data-influencer") ?? null);
}

/** Events kept while an opt-in visitor has not chosen yet. */
const MAX_HELD = 100;
/** Conversions carry an event_id (the time in ms), the pixel's key for matching them up. */
const CONVERSIONS = new Set<string>(["Product Added", "Email Opted In"]);

let held: [Message, Category][] = [];
let outbox: Message[] = [];
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

/** The anonymous id, created (30 days) only once analytics is allowed. */
function anonymousId(consent: ConsentChoices): string {
  let id = readCookie(ANONYMOUS_ID_COOKIE);
  if (!id) {
    id = uuid();
    if (consent.analytics) writeCookie(ANONYMOUS_ID_COOKIE, id, 30 * DAY);
  }
  return id;
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

/** Turns a call of the tracker into the message sent: ids, time and the context. */
function message({ type, event, properties, traits, at, page }: Call, eventId?: string): Message {
  const context: Record<string, unknown> = {
    page,
    business_line: businessLine(page.url),
    campaign: campaign(),
    experiments: experiments(),
  };
  if (eventId) context.event_id = eventId;
  const entry: Message = { type, messageId: uuid(), timestamp: new Date(at).toISOString(), context };
  if (event) entry.event = event;
  if (properties) entry.properties = properties;
  if (traits) entry.traits = traits;
  return entry;
}

function enqueue(entry: Message, category: Category = "analytics"): void {
  if (held.length < MAX_HELD) held.push([entry, category]);
  release();
}

/** Takes one call of the tracker: its message, and the pixel's Button Click after an event whose
 * name says clicked or added (advertising only: the original name as event_name, its properties). */
export function receive(call: Call): void {
  listen();
  const { event, properties = {} } = call;
  const eventId = call.eventId ?? (event && CONVERSIONS.has(event) ? String(call.at) : undefined);
  if (call.pixel) return enqueue(message({ ...call, event: "Button Click", properties: { event_name: event, ...properties } }, eventId), "advertising");
  enqueue(message(call, eventId));
  if (event && /clicked|added/i.test(event)) receive({ ...call, pixel: true, eventId });
}

/** For tests: forget everything held and waiting. */
export function resetSender(): void {
  held = [];
  outbox = [];
  clearTimeout(timer);
  clearInterval(polling);
  timer = polling = undefined;
}
