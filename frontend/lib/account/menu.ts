export type MenuLink = { label: string; url: string };
export type AccountMenuEntry = MenuLink & { sub_links: MenuLink[] };

export const SUBSCRIPTIONS_PATH = "/account/subscriptions/";

function withSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

/** A menu URL as a storefront path ("/account/profile/"), or null for other sites. */
function menuPath(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  return withSlash(url.split(/[?#]/)[0]);
}

/** The longest menu path the current path lies under, so that /account/ (My Account) only wins
 * where no more specific entry does. */
function longestMatch(urls: string[], path: string): number | null {
  let best: number | null = null;
  let bestLength = -1;
  urls.forEach((url, index) => {
    const candidate = menuPath(url);
    if (candidate && path.startsWith(candidate) && candidate.length > bestLength) {
      best = index;
      bestLength = candidate.length;
    }
  });
  return best;
}

/**
 * Which account menu entry (and which of its sub-pages) the current page belongs to: an entry is
 * current on its page and on the pages below
 * it, Profile on /account/profile/payment/... too; with a `subId` query parameter only
 * Subscriptions counts as current.
 */
export function currentAccountEntry(
  entries: AccountMenuEntry[],
  pathname: string,
  hasSubId: boolean,
): { entry: number | null; subLink: number | null } {
  const path = withSlash(pathname);
  if (hasSubId) {
    const entry = entries.findIndex((item) => menuPath(item.url) === SUBSCRIPTIONS_PATH);
    return { entry: entry === -1 ? null : entry, subLink: null };
  }
  // Every entry's own page and its sub-pages, each remembering the entry it belongs to.
  const pages = entries.flatMap((item, index) => [item, ...item.sub_links].map((link) => ({ url: link.url, index })));
  const matched = longestMatch(pages.map((page) => page.url), path);
  if (matched === null) return { entry: null, subLink: null };
  const entry = pages[matched].index;
  return { entry, subLink: longestMatch(entries[entry].sub_links.map((sub) => sub.url), path) };
}
