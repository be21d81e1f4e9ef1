// What the shop keeps in this browser about its visitor (spec storefront §3 "Locally stored"),
// all of it dropped at log-out so the next person on a shared device starts afresh (spec §4).
import { QUIZ_RESULTS_INFO_KEY, QUIZ_RESULTS_KEY } from "./quiz-results";
import { SCROLL_POSITIONS_KEY } from "./scroll-memory";

export const SHOP_LOCAL_KEYS = [
  QUIZ_RESULTS_INFO_KEY,
  QUIZ_RESULTS_KEY,
  "pdpVisits",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "purchase_source",
];

// The app-variant marker (brand-variant.ts) stays: it says which app this tab runs in, not who
// uses it.
export const SHOP_SESSION_KEYS = [SCROLL_POSITIONS_KEY];

type Removable = Pick<Storage, "removeItem">;

/** Removes the shop's keys; other sites' and tools' keys stay. Storage may be unavailable. */
export function clearShopData(local: Removable | null, session: Removable | null): void {
  for (const [storage, keys] of [
    [local, SHOP_LOCAL_KEYS],
    [session, SHOP_SESSION_KEYS],
  ] as const) {
    for (const key of keys) {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage that throws (disabled, or a sandboxed frame) holds nothing of ours.
      }
    }
  }
}
