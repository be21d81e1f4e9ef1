// Server code only: every request this server makes to the shop's backend leaves through
// `fetchUpstream`, with its headers built by `upstreamHeaders`. The GraphQL client (./server),
// the /graphql and /rest/V1/ proxies, the media route and the add-to-cart link all use them.
// A transport: it knows no cookie of the shop's domains; its callers name the shopper's cookies.
import { backendUrl } from "@/lib/config";

export const UNAVAILABLE = "The shop is unavailable right now. Please try again later.";

/** Who a call to the backend is made for, and what it must carry on their behalf. */
export type Shopper = {
  /** The customer's token, sent as a bearer header. */
  token?: string | null;
  /** An Authorization header a client sent itself; used only when there is no token. */
  authorization?: string | null;
  /** The guest cart's cookie as Django reads it ("cart_id=<masked id>"). */
  cartCookie?: string | null;
  /** The shopper's whole Cookie header (a Django session among them); wins over cartId. */
  cookie?: string | null;
  /** The shopper's X-Forwarded-For, so the API's per-address limits count the shopper and not
   * this server (server.mjs has already made it the address the request came from). */
  forwardedFor?: string | null;
  /** A reCAPTCHA v3 token for a mutation that requires one (Magento's X-ReCaptcha header). */
  recaptcha?: string | null;
  /** The visitor's analytics cookies (ANALYTICS_COOKIES, every rw_exp_*), "name=value" each, so
   * the revenue events the backend emits while serving the call carry the visitor's context. */
  analyticsCookies?: string[];
  /** The browser's Sec-GPC header (Global Privacy Control), passed on as it came. */
  gpc?: string | null;
};

/** The analytics cookies the backend reads (commerce/analytics/middleware.py), and no others:
 * the anonymous id, the privacy choices and their region's policy, the last conversion's id;
 * every experiment's variant (rw_exp_<id>, which rw_view_exp is not). */
export const ANALYTICS_COOKIES = ["rw_anon", "rw_consent", "rw_consent_policy", "rw_event_id"];
const EXPERIMENT_COOKIE = /^rw_exp_[A-Za-z0-9_-]+$/;
const MAX_ANALYTICS_COOKIES = 30;
const MAX_ANALYTICS_COOKIE_LENGTH = 200;

/** The allow-listed analytics cookies of a Cookie header, "name=value" each, in its order. */
export function analyticsCookiesOf(cookieHeader: string | null): string[] {
  const kept: string[] = [];
  for (const part of (cookieHeader ?? "").split(";")) {
    const pair = part.trim();
    const equals = pair.indexOf("=");
    if (equals <= 0 || pair.length > MAX_ANALYTICS_COOKIE_LENGTH) continue;
    const name = pair.slice(0, equals);
    if (!ANALYTICS_COOKIES.includes(name) && !EXPERIMENT_COOKIE.test(name)) continue;
    kept.push(pair);
    if (kept.length >= MAX_ANALYTICS_COOKIES) break;
  }
  return kept;
}

/** A Request's or NextRequest's parts that say who the shopper is. */
type IncomingRequest = { headers: Headers; cookies: { get(name: string): { value: string } | undefined } };

/** The names of the cookies that hold the customer's token and the guest cart's id (the session
 * domain's SHOPPER_COOKIES). */
export type ShopperCookieNames = { token: string; cartId: string };

/** The shopper a request to this server comes from: their cookies and forwarding headers. */
export function shopperOf(
  request: IncomingRequest,
  names: ShopperCookieNames,
  { wholeCookie = false } = {},
): Shopper {
  const cartId = request.cookies.get(names.cartId)?.value;
  return {
    token: request.cookies.get(names.token)?.value || null,
    authorization: request.headers.get("authorization"),
    cartCookie: cartId ? `${names.cartId}=${cartId}` : null,
    cookie: wholeCookie ? request.headers.get("cookie") : null,
    forwardedFor: request.headers.get("x-forwarded-for"),
    recaptcha: request.headers.get("x-recaptcha"),
    analyticsCookies: analyticsCookiesOf(request.headers.get("cookie")),
    gpc: request.headers.get("sec-gpc"),
  };
}

/** The headers of a call made for this shopper: JSON unless `base` says otherwise. */
export function upstreamHeaders(shopper: Shopper = {}, base: HeadersInit = JSON_HEADERS): Headers {
  const headers = new Headers(base);
  const authorization = shopper.token ? `Bearer ${shopper.token}` : shopper.authorization;
  if (authorization) headers.set("authorization", authorization);
  // A whole Cookie header already holds the analytics cookies; otherwise they follow the cart's.
  const cookies = shopper.cookie
    ? [shopper.cookie]
    : [...(shopper.cartCookie ? [shopper.cartCookie] : []), ...(shopper.analyticsCookies ?? [])];
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  if (shopper.gpc) headers.set("sec-gpc", shopper.gpc);
  if (shopper.forwardedFor) headers.set("x-forwarded-for", shopper.forwardedFor);
  if (shopper.recaptcha) headers.set("x-recaptcha", shopper.recaptcha);
  return headers;
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

/** Whether a call carries someone's identity, so that its answer must never be cached. */
export function isPersonal(headers: Headers): boolean {
  return headers.has("authorization") || headers.has("cookie");
}

export type UpstreamOptions = {
  /** Give up (null, as when the backend cannot be reached) after this many milliseconds. */
  timeoutMs?: number;
};

/**
 * Sends a request to a path of the backend (e.g. "/graphql/"); null when it cannot be reached or,
 * with `timeoutMs`, has not answered in time. Reads made while a page renders pass
 * `renderTimeoutMs()`: a shopper never waits on a slow backend longer than that.
 */
export async function fetchUpstream(
  path: string,
  init: RequestInit,
  { timeoutMs }: UpstreamOptions = {},
): Promise<Response | null> {
  const deadline = timeoutMs ? AbortSignal.timeout(timeoutMs) : null;
  const signal = deadline && init.signal ? AbortSignal.any([deadline, init.signal]) : (deadline ?? init.signal);
  try {
    return await fetch(`${backendUrl()}${path}`, signal ? { ...init, signal } : init);
  } catch {
    return null;
  }
}

/**
 * Whether an upstream answer may be relayed: only JSON. Anything else is an error page (Django's,
 * with paths, versions and settings when it runs in debug mode, or a proxy's), never shown.
 */
export function isRelayable(upstream: Response | null): upstream is Response {
  return !!upstream && (upstream.headers.get("content-type") ?? "").split(";")[0].trim() === "application/json";
}

/** Django's CSRF cookie: nothing the storefront proxies reads one (the API takes JSON from this
 * origin and bearer tokens), so a browser is never handed it, whichever backend view sets it. */
const NEVER_RELAYED = new Set(["csrftoken"]);

/** Hands every cookie Django set or cleared on to the shopper's browser, as Django wrote it, but
 * its CSRF cookie. */
export function copySetCookies(from: Headers, to: Headers): void {
  for (const line of from.getSetCookie()) {
    const name = line.slice(0, line.indexOf("=")).trim();
    if (!NEVER_RELAYED.has(name)) to.append("set-cookie", line);
  }
}

/** A browser's Origin must name the host it asked; requests without one (servers) pass. */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (!origin) return true;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
