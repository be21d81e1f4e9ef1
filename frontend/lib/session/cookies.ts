// The storefront's session cookies. Only server
// code (server actions, route handlers, the proxy) sets or clears them, always together.
/** The customer's API token: httpOnly, so browser JavaScript never reads it. */
export const TOKEN_COOKIE = "token";
/** A readable marker that a token is stored, so browser code knows when to ask who is signed in. */
export const LOGGED_IN_COOKIE = "logged_in";
/** Session messages for the next page: a JSON array of {type, text}. */
export const MESSAGES_COOKIE = "messages";
/** Which Django session the page-load session-login check has already asked about (a digest of
 * its cookie), so that it is asked once per session and not on every page. */
export const SESSION_CHECKED_COOKIE = "session_checked";

// The cart's identity travels between the shopper's browser and Django through the storefront's
// server: Django names the guest cart in the httpOnly `cart_id` cookie and keeps the readable
// `cart_count` beside it. They are the shopper's as much as the token is: signing out clears the badge.

/** The guest cart's masked id, set and cleared by Django only. */
export const CART_ID_COOKIE = "cart_id";
/** The number of items in the cart, readable by the header badge. */
export const CART_COUNT_COOKIE = "cart_count";

/** The cookies that say who the shopper is, named for the transports (lib/graphql/upstream), which
 * know no cookie of their own. */
export const SHOPPER_COOKIES = { token: TOKEN_COOKIE, cartId: CART_ID_COOKIE } as const;

/** The guest cart's cookie as Django reads it ("cart_id=<masked id>"); null without a cart. */
export function guestCartCookie(cartId: string | null | undefined): string | null {
  return cartId ? `${CART_ID_COOKIE}=${cartId}` : null;
}

/** The token cookie lasts 5 days, as the token itself does. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

export type CookieOptions = {
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge?: number;
};

/** What both `cookies()` (server actions) and `NextResponse.cookies` (handlers, proxy) offer. */
export type CookieJar = {
  set(name: string, value: string, options: CookieOptions): unknown;
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host name of a Host header value ("localhost:3000" -> "localhost"). */
function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.split(":")[0];
}

/** The host the shopper asked for (a proxy's X-Forwarded-Host first), which decides whether
 * cookies must be Secure. */
export function requestHost(headers: { get(name: string): string | null }): string | null {
  return headers.get("x-forwarded-host") ?? headers.get("host");
}

/** Browsers only keep Secure cookies over HTTPS; development and the browser tests run on plain
 * HTTP on this machine. */
export function isLocalHost(host: string | null | undefined): boolean {
  return !!host && LOCAL_HOSTS.has(hostName(host));
}

function options(host: string | null | undefined, httpOnly: boolean, maxAge?: number): CookieOptions {
  const base: CookieOptions = { httpOnly, sameSite: "lax", secure: !isLocalHost(host), path: "/" };
  return maxAge === undefined ? base : { ...base, maxAge };
}

export function tokenCookieOptions(host: string | null | undefined): CookieOptions {
  return options(host, true, SESSION_MAX_AGE_SECONDS);
}

export function loggedInCookieOptions(host: string | null | undefined): CookieOptions {
  return options(host, false, SESSION_MAX_AGE_SECONDS);
}

/** Readable by the SessionMessages component, which clears it once shown; gone with the browser. */
export function messagesCookieOptions(host: string | null | undefined): CookieOptions {
  return options(host, false);
}

/** httpOnly and gone with the browser, like the Django session cookie it stands beside. */
export function sessionCheckedCookieOptions(host: string | null | undefined): CookieOptions {
  return options(host, true);
}

/** Stores a fresh token: the httpOnly token and the readable marker, with the same lifetime. */
export function writeSession(jar: CookieJar, token: string, host: string | null | undefined): void {
  jar.set(TOKEN_COOKIE, token, tokenCookieOptions(host));
  jar.set(LOGGED_IN_COOKIE, "1", loggedInCookieOptions(host));
}

/** Empties both session cookies (the same attributes, expired, so the browser drops them). */
export function eraseSession(jar: CookieJar, host: string | null | undefined): void {
  jar.set(TOKEN_COOKIE, "", { ...tokenCookieOptions(host), maxAge: 0 });
  jar.set(LOGGED_IN_COOKIE, "", { ...loggedInCookieOptions(host), maxAge: 0 });
  // The badge counted the customer's cart, which stays with the account: a signed-out visitor has none.
  jar.set(CART_COUNT_COOKIE, "", { ...loggedInCookieOptions(host), maxAge: 0 });
}

/** Whether a `document.cookie` string holds the marker that a token is stored. */
export function hasLoggedInMarker(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => {
    const separator = part.indexOf("=");
    if (separator <= 0 || part.slice(0, separator).trim() !== LOGGED_IN_COOKIE) return false;
    return part.slice(separator + 1).trim() !== "";
  });
}
