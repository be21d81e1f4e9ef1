/** The checkout's conversion for the browser pixel (the order's own event is the server's). */
import { readConsent, writeCookie } from "@/lib/consent/consent";

import { DAY, EVENT_ID_COOKIE, send } from "./tracker";

/**
 * The placed order's conversion for the pixel. The order's own Order Completed event is the
 * server's; the browser sends the pixel's Button Click (event_name: the conversion's name) with
 * the event_id it put in the rw_event_id cookie before placing the order (`newConversionId`), so
 * both share one id.
 */
export function trackConversion(event: string, properties: Record<string, unknown>, eventId: string): void {
  if (typeof window !== "undefined") send({ type: "track", event, properties, eventId, pixel: true });
}

/** A new event_id, in the rw_event_id cookie at once when advertising is allowed, so that a
 * request made next (placing the order) carries it to the server. */
export function newConversionId(): string {
  const id = String(Date.now());
  if (readConsent()?.advertising) writeCookie(EVENT_ID_COOKIE, id, 30 * DAY);
  return id;
}
