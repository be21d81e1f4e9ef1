// Where sign-in, sign-up and password pages live and who may open them (spec storefront §2
// "Checkout and customer access", §4, §6). Pure rules; proxy.ts and the pages apply them.

export const LOGIN_PATH = "/customer/account/login/";
export const CREATE_ACCOUNT_PATH = "/customer/account/create/";
export const FORGOT_PASSWORD_PATH = "/customer/account/forgotpassword/";
export const CREATE_PASSWORD_PATH = "/customer/account/createpassword/";
export const LOGOUT_PATH = "/logout/";
/** Where /account/ pages send a token the API no longer accepts: it is cleared there. */
export const EXPIRED_LOGOUT_PATH = "/logout/?expired=1";
export const ACCOUNT_PATH = "/account/";

/** The spec's other names for the same pages (Magento's). The query string is kept. */
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

/** Every /account/ page needs a signed-in customer (spec storefront §2, §6). */
export function needsSignIn(pathname: string): boolean {
  return pathname === "/account" || pathname.startsWith(ACCOUNT_PATH);
}

export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.includes(pathname);
}

export const ALREADY_SIGNED_IN = "You are already logged in.";

export type SignedInVisit = { redirectTo: string; warning: string | null };

/** A signed-in customer on a sign-in page goes to the account; from the login page itself they
 * are also told why (spec storefront §4). */
export function signedInVisit(pathname: string): SignedInVisit | null {
  if (!isSignInPage(pathname)) return null;
  return { redirectTo: ACCOUNT_PATH, warning: pathname === LOGIN_PATH ? ALREADY_SIGNED_IN : null };
}
