// The skin line is a separate site that the shop only links to. Its address is a storefront
// setting, SKIN_SITE_URL, read on the server whenever a page renders or /skin/ is asked for.

/** The skin site when SKIN_SITE_URL is not set (or not a usable address). */
export const DEFAULT_SKIN_SITE_URL = "https://skin.rootwell.com/";

const SKIN_PATH = "/skin";

/**
 * The skin site's address, ending in a slash. Only an absolute http(s) address is taken from the
 * setting: a mistyped value must not turn the header's link into a relative path of this shop
 * (a 404) or into a script (`javascript:`), so anything else falls back to the default.
 */
export function skinSiteUrl(setting: string | undefined = process.env.SKIN_SITE_URL): string {
  const value = setting?.trim();
  if (!value) return DEFAULT_SKIN_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return DEFAULT_SKIN_SITE_URL;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) {
    return DEFAULT_SKIN_SITE_URL;
  }
  url.search = "";
  url.hash = "";
  if (!url.pathname.endsWith("/")) url.pathname = `${url.pathname}/`;
  return url.toString();
}

/**
 * Where the shop's own /skin/ path (old links, bookmarks) sends the browser: the same page of the
 * skin site, query kept; null for every path outside /skin.
 */
export function skinSiteRedirect(pathname: string, search: string, setting?: string): string | null {
  if (pathname !== SKIN_PATH && !pathname.startsWith(`${SKIN_PATH}/`)) return null;
  const base = skinSiteUrl(setting ?? process.env.SKIN_SITE_URL);
  // "./" keeps the target under the skin site's own path when it has one (https://host/skin/).
  const target = new URL(`./${pathname.slice(`${SKIN_PATH}/`.length)}`, base);
  target.search = search;
  return target.toString();
}
