import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  AddProductsToCartMutation,
  AddProductsToCartMutationVariables,
} from "@/lib/graphql/generated/graphql";

import { type Cart, cartFailed, cartUpdated, openMiniCart } from "./events";
import { CART_ERROR_MESSAGE } from "./messages";

export { CART_ERROR_MESSAGE };

export type AddProductsToCartOperation = BrowserOperation<
  AddProductsToCartMutation,
  AddProductsToCartMutationVariables
>;

/** Where an add comes from, as the cart records it: product page, promotion landing page, scalp page. */
export type PurchaseSource = "pdp" | "pp_lp" | "scalp_pdp" | (string & {});

export type AddToCartItem = { sku: string; quantity?: number };

export type AddToCartResult = { ok: true; cart: Cart } | { ok: false; message: string };


/**
 * Adds items (one of each unless told) to the visitor's cart: opens the mini cart, calls
 * addProductsToCart and tells the mini cart how it went (lib/cart/events.ts). The API adds all
 * or nothing; a refusal comes back with the unchanged cart and the API's reasons.
 * The mutation's text comes from a server component (see browserOperation).
 */
export async function addToCart(
  items: AddToCartItem[],
  purchaseSource: PurchaseSource,
  mutation: AddProductsToCartOperation,
): Promise<AddToCartResult> {
  openMiniCart();
  const result = await postGraphQL(mutation, {
    cartItems: items.map(({ sku, quantity = 1 }) => ({ sku, quantity, purchase_source: purchaseSource })),
  });
  if (result.kind === "data" && result.data.addProductsToCart) {
    const { cart, user_errors: errors } = result.data.addProductsToCart;
    if (errors.length) {
      cartUpdated(cart, { added: false });
      return { ok: false, message: errors.map((error) => error.message).join(" ") };
    }
    cartUpdated(cart, { added: true });
    return { ok: true, cart };
  }
  cartFailed();
  return { ok: false, message: result.kind === "refused" ? result.message : CART_ERROR_MESSAGE };
}
