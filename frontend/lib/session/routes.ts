// Where sign-in, sign-up and password pages live and who may open them (signed-in customers are
// sent on to their account). Pure rules; proxy.ts and the pages apply them.

import { ACCOUNT_PATH, CHECKOUT_PATH, CREATE_ACCOUNT_PATH, CREATE_PASSWORD_PATH, FORGOT_PASSWORD_PATH, LOGIN_PATH } from "./paths";

export {
  ACCOUNT_PATH,
  CHECKOUT_PATH,
  CREATE_ACCOUNT_PATH,
  CREATE_PASSWORD_PATH,
  EXPIRED_LOGOUT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
} from "./paths";
/** The query parameter naming where sign-in and sign-up go next (see returnPathFrom). */
export const RETURN_PARAM = "redirect";

/** Magento's other names for the same pages, kept for old links. The query string is kept. */
const ALIASES = new Map([
  ["/customer/account/password/forgot/", FORGOT_PASSWORD_PATH],
  ["/customer/account/password/", CREATE_PASSWORD_PATH],
  ["/customer/account/code/", LOGIN_PATH],
]);

/** Pages a signed-in customer has no use for: they are sent to their account instead. */
const SIGN_IN_PAGES = [LOGIN_PATH, CREATE_ACCOUNT_PATH, FORGOT_PASSWORD_PATH, CREATE_PASSWORD_PATH];

/** The page an alias path stands for, or null. Paths are canonical (trailing slash) here. */
export function aliasTarget(pathname: string): string | null {
  return ALIASES.get(pathname) ?? null;
}

/** Every /account/ page needs a signed-in customer. */
export function needsSignIn(pathname: string): boolean {
  return pathname === "/account" || pathname.startsWith(ACCOUNT_PATH);
}

export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.includes(pathname);
}

/** Where a sign-in may send the shopper back to: the checkout (the subscription sign-in gate) and
 * the consultation intake (it needs an account). */
export const INTAKE_PATH = "/hma-intake/";
const RETURNABLE_PATHS = [CHECKOUT_PATH, INTAKE_PATH];

/**
 * The `redirect` value a sign-in or sign-up page may follow once the shopper is signed in: only a
 * path of this shop under /checkout/ or /hma-intake/ (RETURNABLE_PATHS). Anything else (another
 * site, "//host", a path that leaves its prefix once resolved, a list of values) is ignored: an
 * open redirect would let a link dress a phishing page up as us.
 */
export function returnPathFrom(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const prefix = RETURNABLE_PATHS.find((path) => value.startsWith(path));
  if (!prefix) return null;
  // Browsers read "\" as "/" and drop tabs and newlines; none belongs in a checkout path.
  if ([...value].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const base = "https://shop.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !url.pathname.startsWith(prefix)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a shopper goes once signed in: the checkout they came from, else their account. */
export function afterSignInPath(returnTo: unknown): string {
  return returnPathFrom(returnTo) ?? ACCOUNT_PATH;
}

/** A sign-in page's address carrying a return path on to the next page (none when unsafe). */
export function withReturnPath(path: string, returnTo: unknown): string {
  const safe = returnPathFrom(returnTo);
  // Slashes may stand as they are in a query, which keeps the address readable: ?redirect=/checkout/.
  return safe ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe).replaceAll("%2F", "/")}` : path;
}

export const ALREADY_SIGNED_IN = "You are already logged in.";

export type SignedInVisit = { redirectTo: string; warning: string | null };

/** A signed-in customer on a sign-in page goes to the account; from the login page itself they
 * are also told why. One sent from the checkout goes back to it. */
export function signedInVisit(pathname: string, returnTo?: unknown): SignedInVisit | null {
  if (!isSignInPage(pathname)) return null;
  const back = returnPathFrom(returnTo);
  if (back) return { redirectTo: back, warning: null };
  return { redirectTo: ACCOUNT_PATH, warning: pathname === LOGIN_PATH ? ALREADY_SIGNED_IN : null };
}
