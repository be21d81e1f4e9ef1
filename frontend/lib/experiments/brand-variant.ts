/**
 * The storefront's brand variant: the men's line under
 * /men and the men's SMS offers, the native-app variant when the visitor arrived from the app
 * (remembered for the browser session), otherwise the master brand.
 */
export type BrandVariant = "men" | "app" | "master";

/** sessionStorage key remembering that this session came from the native app. */
export const APP_SESSION_KEY = "brandVariantApp";

/** The attribute on <html> that styles and scripts read the variant from. */
export const BRAND_VARIANT_ATTRIBUTE = "data-brand-variant";

type SessionStore = Pick<Storage, "getItem" | "setItem">;

const MEN_PREFIXES = ["/men/", "/sms/offer/men/"];

/** True for the men's section: /men itself, anything under /men/ and the men's SMS offers. */
export function isMenPath(pathname: string): boolean {
  if (pathname === "/men" || pathname === "/sms/offer/men") return true;
  return MEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** True when the query string carries utm_medium=app (the flag the shop's native app sets). */
export function hasAppMedium(search: string): boolean {
  return new URLSearchParams(search).get("utm_medium") === "app";
}

/**
 * The variant for an address. An app medium in the query is remembered in `storage` for the
 * rest of the session, even on a men's page, so later master-brand pages keep the app variant.
 * Storage may be missing or refuse writes (private browsing); the query alone then decides.
 */
export function resolveBrandVariant(
  pathname: string,
  search: string,
  storage?: SessionStore | null,
): BrandVariant {
  rememberAppMedium(search, storage);
  return brandVariantOf(pathname, search, appMediumRemembered(storage));
}

/** The variant for an address, given whether this session already came from the app. */
export function brandVariantOf(pathname: string, search: string, cameFromApp: boolean): BrandVariant {
  if (isMenPath(pathname)) return "men";
  if (cameFromApp || hasAppMedium(search)) return "app";
  return "master";
}

/** Notes an app arrival (utm_medium=app) for the rest of the session. */
export function rememberAppMedium(search: string, storage?: SessionStore | null): void {
  if (hasAppMedium(search)) safeSet(storage, APP_SESSION_KEY, "1");
}

/** Whether an earlier page of this session came from the app. */
export function appMediumRemembered(storage?: Pick<Storage, "getItem"> | null): boolean {
  return safeGet(storage, APP_SESSION_KEY) === "1";
}

function safeGet(storage: Pick<Storage, "getItem"> | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: SessionStore | null | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A session without storage simply does not remember the app medium.
  }
}
