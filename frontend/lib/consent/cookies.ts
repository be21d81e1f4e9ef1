// Reading and writing the shop's first-party browser cookies (browser code), apart from the
// consent rules so that what only sets a cookie does not load them.

/** A cookie's value in a Cookie header (`document.cookie` by default), or null. */
export function readCookie(name: string, cookies = typeof document === "undefined" ? "" : document.cookie): string | null {
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A first-party cookie for the whole site: Lax, and Secure when the page is https. The value is
 * written as it is (the backend reads `rw_consent` as a form, `analytics=1&advertising=0`, and
 * "=" and "&" are valid in a cookie): callers pass values safe in a cookie. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}
