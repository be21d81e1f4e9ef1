// Server code only: the storefront's own /rest/V1/ and /sandbox-gateway/, so
// that the browser only ever talks to this origin.
import { NextResponse, type NextRequest } from "next/server";

import {
  copySetCookies,
  fetchUpstream,
  isRelayable,
  isSameOrigin,
  UNAVAILABLE,
  type Shopper,
  shopperOf,
  upstreamHeaders,
} from "@/lib/graphql/upstream";

import { eraseSession, requestHost, SHOPPER_COOKIES, writeSession } from "./cookies";
import { backendPhotosPath, sessionLoginPath, sessionLogoutPath } from "./rest-paths";
import { takeSessionLoginToken } from "./session-login";

const UNAVAILABLE_BODY = { message: UNAVAILABLE };

/** Sends the request on to the same path of the backend, for this shopper; its body as it came. */
async function send(request: NextRequest, shopper: Shopper): Promise<Response | null> {
  const { pathname, search } = request.nextUrl;
  const headers = upstreamHeaders(shopper, {
    accept: request.headers.get("accept") ?? "application/json",
    ...(request.headers.has("content-type") ? { "content-type": request.headers.get("content-type")! } : {}),
  });
  return fetchUpstream(`${pathname}${search}`, {
    method: request.method,
    headers,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.text(),
    cache: "no-store",
    redirect: "manual",
  });
}

function passOn(upstream: Response, body: BodyInit | null = upstream.body): NextResponse {
  const headers = new Headers({
    "content-type": upstream.headers.get("content-type") ?? "application/json",
    "cache-control": "no-store",
  });
  copySetCookies(upstream.headers, headers);
  return new NextResponse(body, { status: upstream.status, headers });
}

/**
 * Forwards /rest/V1/... to Django with the customer's token (from the cookie) as a bearer header,
 * the shopper's cookies (a Django session, the guest cart's) and address; the cookies Django sets
 * (the cart's) come back to the browser. A session-login answer that
 * carries a token signs the storefront in: the token goes into the cookie, not to the browser; a
 * successful session-logout empties the cookies.
 */
export async function forwardRest(request: NextRequest): Promise<NextResponse> {
  // Scalp photos pass only through /api/scalp-photos/, which keeps their bytes and headers intact.
  if (request.nextUrl.pathname.startsWith(backendPhotosPath())) {
    return NextResponse.json({ message: "Not found." }, { status: 404 });
  }
  if (request.method !== "GET" && !isSameOrigin(request.headers)) {
    return NextResponse.json({ message: "Cross-origin requests are not accepted." }, { status: 403 });
  }
  // The shopper's whole Cookie header goes along: it carries the Django session, if any.
  const upstream = await send(request, shopperOf(request, SHOPPER_COOKIES, { wholeCookie: true }));
  if (!isRelayable(upstream)) return NextResponse.json(UNAVAILABLE_BODY, { status: 502 });

  const path = request.nextUrl.pathname.replace(/\/$/, "");
  if (path === sessionLoginPath() && upstream.ok) {
    const { token: fresh, body } = takeSessionLoginToken(await upstream.text());
    // Django's cookies go in before the session's: NextResponse.cookies reads the headers it was
    // made with and rewrites them all on each change.
    const headers = new Headers({ "cache-control": "no-store" });
    copySetCookies(upstream.headers, headers);
    const response = NextResponse.json(body, { status: upstream.status, headers });
    if (fresh) writeSession(response.cookies, fresh, requestHost(request.headers));
    return response;
  }
  const response = passOn(upstream);
  if (path === sessionLogoutPath() && upstream.ok) eraseSession(response.cookies, requestHost(request.headers));
  return response;
}

/**
 * Forwards the sandbox gateway's card tokenisation (POST /sandbox-gateway/...) to Django. Only JSON
 * from pages of this shop: a card number is never accepted from anywhere else.
 */
export async function forwardSandboxGateway(request: NextRequest): Promise<NextResponse> {
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
    return NextResponse.json(
      { error: { code: "unsupported_media_type", message: "Send this request as application/json." } },
      { status: 415 },
    );
  }
  if (!isSameOrigin(request.headers)) {
    return NextResponse.json(
      { error: { code: "forbidden", message: "Cross-origin requests are not accepted." } },
      { status: 403 },
    );
  }
  // A card number goes to the gateway for nobody in particular: only the shopper's address.
  const upstream = await send(request, { forwardedFor: request.headers.get("x-forwarded-for") });
  if (!isRelayable(upstream)) {
    return NextResponse.json({ error: { code: "unavailable", ...UNAVAILABLE_BODY } }, { status: 502 });
  }
  return passOn(upstream);
}
