// Server code only (it reads the request's cookies): the visitor's cart as the cart page loads it.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

import { type MiniCartFieldsFragment, VisitorCartDocument } from "@/lib/graphql/generated/graphql";
import { CustomerApiError, SignedOut, shopRequest, UNAVAILABLE } from "@/lib/graphql/server";
import { currentShopper } from "@/lib/session/shopper";

export type LoadedCart = { ok: true; cart: MiniCartFieldsFragment } | { ok: false; message: string };

/** What a visitor's operation answered, and the token that signed a customer in, if one did. */
export type VisitorAnswer<TData> = { data: TData; token: string | undefined };

/**
 * Runs an operation on the visitor's cart: as the customer when the token signs someone in, else
 * on the guest cart of the `cart_id` cookie (an empty cart when there is none). Never cached.
 */
export async function visitorRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<VisitorAnswer<TData>> {
  const shopper = await currentShopper();
  const token = shopper.token || undefined;
  try {
    return { data: await shopRequest(document, variables, shopper), token };
  } catch (error) {
    // A token the shop no longer accepts still leaves the visitor their guest cart.
    if (!(error instanceof SignedOut) || !token) throw error;
    return { data: await shopRequest(document, variables, { ...shopper, token: null }), token: undefined };
  }
}

/** The visitor's cart (see visitorRequest), or the message to show when it cannot be had. */
export async function loadVisitorCart(): Promise<LoadedCart> {
  try {
    return { ok: true, cart: (await visitorRequest(VisitorCartDocument, {})).data.cart };
  } catch (error) {
    if (!(error instanceof CustomerApiError)) console.error("The cart page could not load the cart.", error);
    return { ok: false, message: error instanceof CustomerApiError ? error.message : UNAVAILABLE };
  }
}
