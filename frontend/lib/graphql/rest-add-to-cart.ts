// Server code only: the shop's REST add_to_cart, as the add-to-cart link calls it on the
// shopper's behalf.
import { backendUrl } from "@/lib/config";

import { cartCookieHeader } from "./cart-cookies";

export const REST_ADD_TO_CART_PATH = "/rest/V1/repack/add_to_cart/";

type Shopper = { token?: string; cartId?: string; forwardedFor?: string | null };

/** Posts the request as this shopper (their cart, their token, their address); null when the
 * shop cannot be reached. */
export async function postRestAddToCart(body: object, { token, cartId, forwardedFor }: Shopper): Promise<Response | null> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  const cookie = cartCookieHeader(cartId);
  if (cookie) headers.set("cookie", cookie);
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  try {
    return await fetch(`${backendUrl()}${REST_ADD_TO_CART_PATH}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      cache: "no-store",
      redirect: "manual",
    });
  } catch {
    return null;
  }
}
