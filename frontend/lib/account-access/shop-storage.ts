// What the shop keeps in this browser about its visitor,
// all of it dropped at log-out so the next person on a shared device starts afresh.
import { QUIZ_PROGRESS_KEY, QUIZ_RESULTS_INFO_KEY, QUIZ_RESULTS_KEY } from "@/lib/quiz/results-storage";
import { SCROLL_POSITIONS_KEY } from "@/lib/ui/scroll-memory";

/** Product-page visits per pathname, as JSON `{"/rootwell-core-for-women/": 2}`. */
export const PDP_VISITS_KEY = "pdpVisits";

export const SHOP_LOCAL_KEYS = [
  QUIZ_RESULTS_INFO_KEY,
  QUIZ_RESULTS_KEY,
  PDP_VISITS_KEY,
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "purchase_source",
];

// The app-variant marker (brand-variant.ts) stays: it says which app this tab runs in, not who
// uses it.
export const SHOP_SESSION_KEYS = [SCROLL_POSITIONS_KEY, QUIZ_PROGRESS_KEY];

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

/**
 * Counts a visit to the product page at `pathname` and returns how many there have been in this
 * browser, this one included. A missing, unreadable or unwritable store counts this visit alone.
 */
export function recordPdpVisit(storage: Pick<Storage, "getItem" | "setItem"> | null, pathname: string): number {
  let visits: Record<string, number> = {};
  try {
    const stored: unknown = JSON.parse(storage?.getItem(PDP_VISITS_KEY) ?? "{}");
    if (stored && typeof stored === "object" && !Array.isArray(stored)) visits = stored as Record<string, number>;
  } catch {
    // Storage that throws, or a value another script garbled, starts the count afresh.
  }
  const previous = visits[pathname];
  const count = (Number.isSafeInteger(previous) && previous > 0 ? previous : 0) + 1;
  try {
    storage?.setItem(PDP_VISITS_KEY, JSON.stringify({ ...visits, [pathname]: count }));
  } catch {
    // Full or disabled storage: the visit still counts for this page view.
  }
  return count;
}
