// Server code only (server actions): the guest cart joins the account the shopper just signed in
// to, while the sign-in's answer can still carry what Django says about it to the browser.
import { cookies, headers } from "next/headers";

import { fetchUpstream, upstreamHeaders } from "@/lib/graphql/upstream";
import {
  CART_COUNT_COOKIE,
  CART_ID_COOKIE,
  type CookieOptions,
  guestCartCookie,
  isLocalHost,
  MESSAGES_COOKIE,
  requestHost,
} from "@/lib/session/cookies";
import { parseMessages } from "@/lib/session/messages";
import { visitorCartPath } from "@/lib/session/rest-paths";
import { addSessionMessage } from "@/lib/session/server-cookies";
import { shopperForwardedFor } from "@/lib/session/shopper";

import { cookiesSet, type SetCookie } from "./set-cookie";

/** The cart cookies Django rewrites when it merges a guest cart; relayed as it wrote them. */
const CART_COOKIES = [CART_ID_COOKIE, CART_COUNT_COOKIE];

/**
 * Asks the shop for the cart as the signed-in customer with the guest cart's cookie: Django merges
 * the guest cart into the customer's on that request (a plan both hold is kept once) and answers
 * with the cart cookies and, when the customer's cart already held something, a notice of what
 * was merged (or why a code that waited for the sign-in was refused). The notice becomes a session
 * message for the next page. Without a guest cart nothing is asked; when the shop cannot be
 * reached, the next request merges the carts instead.
 */
export async function mergeGuestCart(token: string): Promise<void> {
  const jar = await cookies();
  const cartId = jar.get(CART_ID_COOKIE)?.value;
  if (!cartId) return;
  const upstream = await fetchUpstream(visitorCartPath(), {
    method: "GET",
    headers: upstreamHeaders({ token, cartCookie: guestCartCookie(cartId), forwardedFor: await shopperForwardedFor() }),
    cache: "no-store",
  });
  if (!upstream) return;
  const host = requestHost(await headers());
  for (const cookie of cookiesSet(upstream.headers.getSetCookie())) {
    if (cookie.name === MESSAGES_COOKIE) {
      for (const message of parseMessages(cookie.value)) await addSessionMessage(message);
    } else if (CART_COOKIES.includes(cookie.name)) {
      jar.set(cookie.name, cookie.value, relayed(cookie, host));
    }
  }
}

/** As Django wrote it, Secure by the storefront's own rule (only HTTPS hosts keep such cookies). */
function relayed(cookie: SetCookie, host: string | null): CookieOptions {
  const options: CookieOptions = { httpOnly: cookie.httpOnly, sameSite: "lax", secure: !isLocalHost(host), path: "/" };
  return cookie.maxAge === undefined ? options : { ...options, maxAge: cookie.maxAge };
}
