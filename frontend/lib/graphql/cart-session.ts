// Server code only (it reads the request's cookies): the visitor's cart as the cart page loads it.
import { cookies } from "next/headers";

import { TOKEN_COOKIE } from "@/lib/session/cookies";

import { CART_ID_COOKIE } from "./cart-cookies";
import { shopperForwardedFor } from "./customer-session";
import { type MiniCartFieldsFragment, VisitorCartDocument } from "./generated/graphql";
import { CustomerApiError, SignedOut, shopRequest, UNAVAILABLE } from "./server-request";

export type LoadedCart = { ok: true; cart: MiniCartFieldsFragment } | { ok: false; message: string };

/**
 * The visitor's cart: the customer's when the token signs someone in, else the guest cart of the
 * `cart_id` cookie (an empty cart when there is none). Never cached.
 */
export async function loadVisitorCart(): Promise<LoadedCart> {
  const jar = await cookies();
  const token = jar.get(TOKEN_COOKIE)?.value || undefined;
  const cartId = jar.get(CART_ID_COOKIE)?.value || undefined;
  const forwardedFor = await shopperForwardedFor();
  try {
    try {
      return { ok: true, cart: (await shopRequest(VisitorCartDocument, {}, { token, cartId, forwardedFor })).cart };
    } catch (error) {
      // A token the shop no longer accepts still leaves the visitor their guest cart.
      if (!(error instanceof SignedOut) || !token) throw error;
      return { ok: true, cart: (await shopRequest(VisitorCartDocument, {}, { cartId, forwardedFor })).cart };
    }
  } catch (error) {
    if (!(error instanceof CustomerApiError)) console.error("The cart page could not load the cart.", error);
    return { ok: false, message: error instanceof CustomerApiError ? error.message : UNAVAILABLE };
  }
}
