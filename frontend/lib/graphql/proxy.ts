import type { NextRequest } from "next/server";

import { backendUrl } from "@/lib/config";

import { CART_ID_COOKIE, cartCookieHeader, copySetCookies } from "./cart-cookies";

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

export const SHOP_UNAVAILABLE = "The shop is unavailable right now. Please try again later.";
// The API refuses larger requests (GRAPHQL_MAX_REQUEST_BYTES); this side need not read them first.
const MAX_REQUEST_BYTES = 32 * 1024;

/**
 * Whether an upstream answer may be relayed: only JSON. Anything else is an error page (Django's,
 * with paths, versions and settings when it runs in debug mode, or a proxy's), never shown.
 */
export function isRelayable(upstream: Response): boolean {
  return (upstream.headers.get("content-type") ?? "").split(";")[0].trim() === "application/json";
}

function graphqlError(message: string, code: string, status: number) {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status });
}

/**
 * Forwards the browser's GraphQL call to Django so that the browser only ever talks to this origin.
 * The customer's token travels in an httpOnly cookie; it is passed on as a bearer header. The guest
 * cart's cookie goes along, and the cookies Django sets (the cart's) come back to the browser.
 */
export async function forwardGraphQL(request: NextRequest): Promise<Response> {
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
    return graphqlError("Send GraphQL requests as application/json.", "UNSUPPORTED_MEDIA_TYPE", 415);
  }
  if (!isSameOrigin(request.headers)) {
    return graphqlError("Cross-origin requests are not accepted.", "FORBIDDEN", 403);
  }
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_REQUEST_BYTES) {
    return graphqlError(`Send at most ${MAX_REQUEST_BYTES} bytes in one request.`, "DOCUMENT_TOO_LARGE", 413);
  }
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  const token = request.cookies.get("token")?.value;
  const authorization = request.headers.get("authorization") ?? (token ? `Bearer ${token}` : null);
  if (authorization) headers.set("authorization", authorization);
  const cartCookie = cartCookieHeader(request.cookies.get(CART_ID_COOKIE)?.value);
  if (cartCookie) headers.set("cookie", cartCookie);
  // The API's per-address rate limits must count the shopper, not this server; a reCAPTCHA token
  // travels in Magento's header.
  for (const name of ["x-forwarded-for", "x-recaptcha"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }

  try {
    const upstream = await fetch(`${backendUrl()}/graphql/`, {
      method: "POST",
      headers,
      body,
      cache: "no-store",
    });
    if (!isRelayable(upstream)) return graphqlError(SHOP_UNAVAILABLE, "UNAVAILABLE", 502);
    const answer = new Headers({
      "content-type": upstream.headers.get("content-type") ?? "application/json",
      "cache-control": "no-store",
    });
    copySetCookies(upstream.headers, answer);
    return new Response(upstream.body, { status: upstream.status, headers: answer });
  } catch {
    return graphqlError(SHOP_UNAVAILABLE, "UNAVAILABLE", 502);
  }
}
