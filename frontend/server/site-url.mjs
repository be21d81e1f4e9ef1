// Canonical links, share images, the sitemap and robots.txt are absolute addresses on SITE_URL.
// Without it they would silently name localhost, so a production server refuses to start.

/** Why the server must not start with this environment; null when it may. */
export function missingSiteUrl(env) {
  if (env.NODE_ENV !== "production" || env.SITE_URL) return null;
  return "SITE_URL is not set: canonical links, share images and the sitemap would point at localhost. Set SITE_URL to the storefront's public origin (e.g. https://www.rootwell.com).";
}
