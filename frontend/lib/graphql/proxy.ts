import type { NextRequest } from "next/server";

import {
  copySetCookies,
  fetchUpstream,
  isRelayable,
  isSameOrigin,
  UNAVAILABLE,
  type ShopperCookieNames,
  shopperOf,
  upstreamHeaders,
} from "./upstream";

// The API refuses larger requests (GRAPHQL_MAX_REQUEST_BYTES); this side need not read them first.
const MAX_REQUEST_BYTES = 32 * 1024;

function graphqlError(message: string, code: string, status: number) {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status });
}

/**
 * Forwards the browser's GraphQL call to Django so that the browser only ever talks to this origin.
 * The customer's token travels in an httpOnly cookie; it is passed on as a bearer header. The guest
 * cart's cookie goes along, and the cookies Django sets (the cart's) come back to the browser.
 */
export async function forwardGraphQL(request: NextRequest, cookieNames: ShopperCookieNames): Promise<Response> {
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
  const upstream = await fetchUpstream("/graphql/", {
    method: "POST",
    headers: upstreamHeaders(shopperOf(request, cookieNames)),
    body,
    cache: "no-store",
  });
  if (!isRelayable(upstream)) return graphqlError(UNAVAILABLE, "UNAVAILABLE", 502);
  const answer = new Headers({
    "content-type": upstream.headers.get("content-type") ?? "application/json",
    "cache-control": "no-store",
  });
  copySetCookies(upstream.headers, answer);
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}
