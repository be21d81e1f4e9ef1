/** The tracker's identify call: made where a signed-in customer is known (account pages). */
import { send } from "./tracker";

/**
 * Says the signed-in customer is browsing. It names no one itself: the browser cannot prove who it
 * is, so the shop's collector ignores any user id, email or telephone a browser sends and puts
 * the signed-in customer's own (their id, email and telephone with their SHA-256) on the events of
 * the session the request carries (its token cookie, passed on by /api/events/).
 */
export function identify(): void {
  if (typeof window === "undefined") return;
  send({ type: "identify", traits: {} });
}
