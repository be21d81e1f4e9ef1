// Server code only: the add-to-cart link's route handler.
import { NextResponse, type NextRequest } from "next/server";

import { copySetCookies, fetchUpstream, UNAVAILABLE, shopperOf, upstreamHeaders } from "@/lib/graphql/upstream";
import { MESSAGES_COOKIE, messagesCookieOptions, SHOPPER_COOKIES } from "@/lib/session/cookies";
import { appendMessage } from "@/lib/session/messages";

import { DPA_LINK_INCORRECT, dpaRefusal, parseDpaLink } from "./dpa-link";
import { CART_PATH } from "./paths";

const REST_ADD_TO_CART_PATH = "/rest/V1/repack/add_to_cart/";

/**
 * The cart page, on the host the shopper asked for: a route handler's request.url names the
 * server's own host (localhost), where the cookies set here would not be sent. The headers (the
 * shop's cookies) go in first: NextResponse.cookies rewrites the headers it was made with.
 */
function toCart(headers: Headers): NextResponse {
  headers.set("location", CART_PATH);
  return new NextResponse(null, { status: 303, headers });
}

/**
 * Adds the link's products (and applies its code) through the shop's REST add_to_cart, then shows
 * the cart; a refusal shows there as an error message. A link without skus or purchase_source adds
 * nothing and is only logged.
 */
export async function addFromDpaLink(request: NextRequest): Promise<NextResponse> {
  const link = parseDpaLink(request.nextUrl.searchParams);
  if (!link) {
    console.warn(DPA_LINK_INCORRECT);
    return toCart(new Headers());
  }

  // As this shopper: their cart, their token, their address.
  const upstream = await fetchUpstream(REST_ADD_TO_CART_PATH, {
    method: "POST",
    headers: upstreamHeaders(shopperOf(request, SHOPPER_COOKIES)),
    body: JSON.stringify(link),
    cache: "no-store",
    redirect: "manual",
  });
  const headers = new Headers();
  let refusal: string | null = UNAVAILABLE;
  if (upstream) {
    copySetCookies(upstream.headers, headers);
    refusal = dpaRefusal(upstream.status, await upstream.text());
  }
  const response = toCart(headers);
  if (refusal) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    const messages = appendMessage(request.cookies.get(MESSAGES_COOKIE)?.value, { type: "error", text: refusal });
    response.cookies.set(MESSAGES_COOKIE, messages, messagesCookieOptions(host));
  }
  return response;
}
