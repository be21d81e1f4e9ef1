// The shop's trailing-slash rule: page paths end in a slash, files do not.
const EXEMPT_EXTENSIONS = [".html", ".json", ".js", ".map", ".txt", ".xml", ".pdf"];
const SMS_PATH = "/sms/";

/** Where a path must permanently redirect to, or null when it is already canonical. */
export function canonicalRedirect(pathname: string): string | null {
  if (pathname === "/" || pathname.endsWith("/")) return null;
  if (pathname === "/sms") return SMS_PATH;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1).toLowerCase();
  if (EXEMPT_EXTENSIONS.some((extension) => lastSegment.endsWith(extension))) return null;
  return `${pathname}/`;
}

/** Everything under /sms/ is served by the /sms/ page. */
export function smsRewrite(pathname: string): string | null {
  return pathname.startsWith(SMS_PATH) && pathname !== SMS_PATH ? SMS_PATH : null;
}
