// Server code only (it reads the request): who the shopper is, as calls to the shop name them.
import { cookies, headers } from "next/headers";

import type { Shopper } from "@/lib/graphql/upstream";

import { CART_ID_COOKIE, guestCartCookie, TOKEN_COOKIE } from "./cookies";

/** The token the shopper's cookie holds, if any. */
export async function customerToken(): Promise<string | undefined> {
  return (await cookies()).get(TOKEN_COOKIE)?.value || undefined;
}

/** The shopper's address chain as this server received it, passed on so that the API's rate
 * limits see the shopper. */
export async function shopperForwardedFor(): Promise<string | null> {
  return (await headers()).get("x-forwarded-for");
}

/** The shopper of the request being answered: their token, guest cart and address. */
export async function currentShopper(): Promise<Shopper> {
  const jar = await cookies();
  return {
    token: jar.get(TOKEN_COOKIE)?.value || null,
    cartCookie: guestCartCookie(jar.get(CART_ID_COOKIE)?.value),
    forwardedFor: await shopperForwardedFor(),
  };
}
