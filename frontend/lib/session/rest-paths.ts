// The backend's REST compatibility endpoints the storefront's server calls or guards, named after
// the brand word (settings.BRAND_SLUG on the backend).
function brandSlug(): string {
  return process.env.BRAND_SLUG ?? "rootwell";
}

export function sessionLoginPath(): string {
  return `/rest/V1/${brandSlug()}-customers/session-login`;
}

export function sessionLogoutPath(): string {
  return `/rest/V1/${brandSlug()}-customers/session-logout`;
}

/** The visitor's cart (GET /rest/V1/{brand}-carts/). */
export function visitorCartPath(): string {
  return `/rest/V1/${brandSlug()}-carts/`;
}

/** The backend's scalp photo endpoint, reached only through /api/scalp-photos/. */
export function backendPhotosPath(): string {
  return `/rest/V1/${brandSlug()}-scalp-photos/`;
}
