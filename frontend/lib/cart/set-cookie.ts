// Reading the Set-Cookie lines of a backend answer, so server code can pass cookies on through
// Next.js's own cookie store (which writes them again, encoding values itself).

export type SetCookie = { name: string; value: string; httpOnly: boolean; maxAge?: number };

/** Each Set-Cookie line's cookie, its value URI-decoded; an expiry date in the past (how Django
 * deletes a cookie) reads as a max age of 0. Lines without a name are skipped. */
export function cookiesSet(lines: string[]): SetCookie[] {
  const cookies: SetCookie[] = [];
  for (const line of lines) {
    const [pair, ...attributes] = line.split(";");
    const equals = pair.indexOf("=");
    const name = equals > 0 ? pair.slice(0, equals).trim() : "";
    if (!name) continue;
    const cookie: SetCookie = { name, value: decoded(unquoted(pair.slice(equals + 1).trim())), httpOnly: false };
    for (const attribute of attributes) {
      const [key, ...rest] = attribute.split("=");
      const value = rest.join("=").trim();
      switch (key.trim().toLowerCase()) {
        case "httponly":
          cookie.httpOnly = true;
          break;
        case "max-age":
          cookie.maxAge = Math.max(0, Number.parseInt(value, 10) || 0);
          break;
        case "expires":
          if (cookie.maxAge === undefined && Date.parse(value) <= Date.now()) cookie.maxAge = 0;
          break;
      }
    }
    cookies.push(cookie);
  }
  return cookies;
}

function unquoted(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
