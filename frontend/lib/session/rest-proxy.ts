// Server code only: the storefront's own /rest/V1/ and /sandbox-gateway/, so
// that the browser only ever talks to this origin.
import { NextResponse, type NextRequest } from "next/server";

import { backendUrl } from "@/lib/config";
import { copySetCookies } from "@/lib/graphql/cart-cookies";
import { isRelayable, isSameOrigin, SHOP_UNAVAILABLE } from "@/lib/graphql/proxy";

import { eraseSession, TOKEN_COOKIE, writeSession } from "./cookies";
import { sessionLoginPath, sessionLogoutPath } from "./rest-paths";
import { takeSessionLoginToken } from "./session-login";

const UNAVAILABLE = { message: SHOP_UNAVAILABLE };

function requestHost(request: NextRequest): string | null {
  return request.headers.get("x-forwarded-host") ?? request.headers.get("host");
}

function upstreamHeaders(request: NextRequest): Headers {
  const headers = new Headers({ accept: request.headers.get("accept") ?? "application/json" });
  for (const name of ["content-type", "x-forwarded-for"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

async function send(request: NextRequest, url: string, headers: Headers): Promise<Response | null> {
  try {
    return await fetch(url, {
      method: request.method,
      headers,
      body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.text(),
      cache: "no-store",
      redirect: "manual",
    });
  } catch {
    return null;
  }
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
  if (request.method !== "GET" && !isSameOrigin(request.headers)) {
    return NextResponse.json({ message: "Cross-origin requests are not accepted." }, { status: 403 });
  }
  const { pathname, search } = request.nextUrl;
  const headers = upstreamHeaders(request);
  const token = request.cookies.get(TOKEN_COOKIE)?.value;
  const authorization = token ? `Bearer ${token}` : request.headers.get("authorization");
  if (authorization) headers.set("authorization", authorization);
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);

  const upstream = await send(request, `${backendUrl()}${pathname}${search}`, headers);
  if (!upstream || !isRelayable(upstream)) return NextResponse.json(UNAVAILABLE, { status: 502 });

  const path = pathname.replace(/\/$/, "");
  if (path === sessionLoginPath() && upstream.ok) {
    const { token: fresh, body } = takeSessionLoginToken(await upstream.text());
    // Django's cookies go in before the session's: NextResponse.cookies reads the headers it was
    // made with and rewrites them all on each change.
    const headers = new Headers({ "cache-control": "no-store" });
    copySetCookies(upstream.headers, headers);
    const response = NextResponse.json(body, { status: upstream.status, headers });
    if (fresh) writeSession(response.cookies, fresh, requestHost(request));
    return response;
  }
  const response = passOn(upstream);
  if (path === sessionLogoutPath() && upstream.ok) eraseSession(response.cookies, requestHost(request));
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
  const { pathname, search } = request.nextUrl;
  const upstream = await send(request, `${backendUrl()}${pathname}${search}`, upstreamHeaders(request));
  if (!upstream || !isRelayable(upstream)) {
    return NextResponse.json({ error: { code: "unavailable", ...UNAVAILABLE } }, { status: 502 });
  }
  return passOn(upstream);
}
