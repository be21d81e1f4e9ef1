// REVALIDATE_SECRET signs the CMS's cache refreshes and keys the CSP nonce placeholder
// (server/csp.mjs). Its development default is public, so a storefront others can reach must not
// run on it: anyone could sign refreshes or write the placeholder into content and have it nonced.

// The storefront's fallback, for the cache refreshes (lib/cms/revalidation.ts) as for the nonce.
export const DEVELOPMENT_SECRET = "insecure-development-revalidate-secret";
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function sharedSecret(env) {
  return env.REVALIDATE_SECRET || DEVELOPMENT_SECRET;
}

function servesOnlyThisMachine(siteUrl) {
  try {
    return LOOPBACK_HOSTS.has(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** Why the server must not start with this environment's secret; null when it may. */
export function publicSecret(env) {
  if (env.NODE_ENV !== "production" || sharedSecret(env) !== DEVELOPMENT_SECRET) return null;
  if (servesOnlyThisMachine(env.SITE_URL ?? "")) return null;
  return `REVALIDATE_SECRET is not set (or is the development default) while SITE_URL (${env.SITE_URL}) is public: anyone could forge script nonces and cache refreshes. Set REVALIDATE_SECRET to the backend's secret value.`;
}
