// The referral pages: a customer's own link to share, and a friend's link (?code=) that carries
// the referrer's code to the visitor's cart through the add-to-cart link.

/** The CMS pages that show the referral panel, by storefront path. */
export const REFERRAL_PAGE_PATHS = ["/refer-a-friend/", "/refer-30/"];

const CART_LINK_PATH = "/dpa/add/tocart/";
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isReferralPage(path: string | null | undefined): boolean {
  return !!path && REFERRAL_PAGE_PATHS.includes(path);
}

/** The referral code a friend's link carries (`?code=`), upper-cased, or "" when there is none or
 * it cannot be a code. */
export function referralCodeFrom(search: string): string {
  const code = new URLSearchParams(search).get("code")?.trim() ?? "";
  return CODE_PATTERN.test(code) ? code.toUpperCase() : "";
}

/** The add-to-cart link that puts the code on the visitor's cart and opens it. */
export function claimLink(code: string): string {
  return `${CART_LINK_PATH}?code=${encodeURIComponent(code)}`;
}
