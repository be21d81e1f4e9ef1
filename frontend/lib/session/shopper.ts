// Server code only (it reads the request): who the shopper is, as calls to the shop name them.
import { cookies, headers } from "next/headers";

import { CART_ID_COOKIE } from "@/lib/cart/cookies";
import type { Shopper } from "@/lib/graphql/upstream";

import { TOKEN_COOKIE } from "./cookies";

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
    cartId: jar.get(CART_ID_COOKIE)?.value || null,
    forwardedFor: await shopperForwardedFor(),
  };
}
