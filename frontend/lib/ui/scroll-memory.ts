/**
 * Scroll memory: each page's scroll position is kept
 * for the session and given back when the visitor returns to the page with back or forward;
 * other route changes go to the top, or to the element the address's hash names.
 */

/** sessionStorage key of the saved positions (one JSON map, page address to pixels). */
export const SCROLL_POSITIONS_KEY = "scrollPositions";
/** At most this many pages are remembered; the oldest entry gives way first. */
export const MAX_REMEMBERED_PAGES = 100;
/**
 * A page whose layout turns scroll restoration off renders this attribute (value "off") on any
 * element, usually its main wrapper; see scrollRestorationMarker().
 */
export const SCROLL_RESTORATION_ATTRIBUTE = "data-scroll-restoration";

type Store = Pick<Storage, "getItem" | "setItem">;
type Positions = Record<string, number>;

/** The address a position is remembered under: path plus query, never the hash. */
export function scrollKey(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query ? `${pathname}?${query}` : pathname;
}

function readPositions(storage: Store | null | undefined): Positions {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** The remembered position of a page, or null when there is none (or it is not a position). */
export function savedScrollPosition(storage: Store | null | undefined, key: string): number | null {
  const value = readPositions(storage)[key];
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Remembers a page's position; the most recently saved page counts as the newest. */
export function saveScrollPosition(storage: Store | null | undefined, key: string, y: number): void {
  if (!storage || !Number.isFinite(y)) return;
  const positions = readPositions(storage);
  delete positions[key];
  positions[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(positions);
  for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED_PAGES))) {
    delete positions[stale];
  }
  try {
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: the page simply is not remembered.
  }
}

/** The element id a hash names ("#a%20b" names "a b"), or null for an empty hash. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export type ScrollDecision =
  | { kind: "hash"; id: string }
  | { kind: "restore"; y: number }
  | { kind: "top" };

export type ScrollSituation = {
  /** The address's hash, "" when it has none. */
  hash: string;
  /** The visitor came back with back/forward (or reloaded the page). */
  returning: boolean;
  /** The page's layout allows scroll restoration. */
  restorationEnabled: boolean;
  /** The position remembered for this page, if any. */
  saved: number | null;
};

/** Where a page should be scrolled to after a route change. */
export function decideScroll({ hash, returning, restorationEnabled, saved }: ScrollSituation): ScrollDecision {
  if (returning && restorationEnabled && saved !== null) return { kind: "restore", y: saved };
  const id = hashTargetId(hash);
  if (id) return { kind: "hash", id };
  return { kind: "top" };
}

/** Whether the document is tall enough yet to scroll to y (content may still be loading). */
export function canReach(y: number, scrollHeight: number, viewportHeight: number): boolean {
  return y <= Math.max(0, scrollHeight - viewportHeight);
}

/** True when the page load itself was a back/forward or reload, so its position comes back. */
export function isReturningNavigationType(type: string | undefined): boolean {
  return type === "back_forward" || type === "reload";
}

/** Props for the page element that carries a layout's scroll restoration setting. */
export function scrollRestorationMarker(enabled: boolean): Record<string, string> {
  return enabled ? {} : { [SCROLL_RESTORATION_ATTRIBUTE]: "off" };
}
