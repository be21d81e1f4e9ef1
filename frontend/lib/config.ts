/** Where the Django backend answers, seen from the Next.js server (never from the browser). */
export function backendUrl(): string {
  return (process.env.BACKEND_URL ?? "http://localhost:8000").replace(/\/$/, "");
}

/**
 * How long a page render waits for one read from the backend before it gives up and renders
 * without it (or, refreshing a cached page, keeps serving the cached one): UPSTREAM_RENDER_TIMEOUT_MS,
 * 5 s by default (a healthy backend answers in milliseconds; a cold or overloaded one must not hold
 * a shopper for long). Mutations are never cut short: the backend would carry on without the shopper
 * knowing the outcome.
 */
export function renderTimeoutMs(): number {
  const configured = Number(process.env.UPSTREAM_RENDER_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_RENDER_TIMEOUT_MS;
}

const DEFAULT_RENDER_TIMEOUT_MS = 5000;

/** Seconds a rendered CMS page is served from cache before it is refreshed in the background. */
export const PAGE_REVALIDATE_SECONDS = 60;

export const BRAND_NAME = "Rootwell";
/** What search results show for a page whose editors wrote no description of its own. */
export const DEFAULT_DESCRIPTION = "Hair-growth supplements and scalp care, rooted in science.";

/** The storefront's public origin, for absolute links such as the sitemap's. The localhost
 * fallback serves development and tests only: server.mjs refuses to start in production without
 * SITE_URL. */
export function siteUrl(): string {
  return process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}
