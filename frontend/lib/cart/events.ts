/**
 * How the parts of the storefront that touch the cart tell each other about it (product page,
 * mini cart, header badge): window events, so none of them imports another.
 * - `rootwell:cart-open` (no detail): an add has started; the mini cart opens in its loading state.
 * - `rootwell:cart-updated` (detail `{cart, added}`): the cart as the API answered it; `added`
 *   says the items went in (the mini cart's "Item(s) added to your cart" state).
 * - `rootwell:cart-error` (no detail): the cart could not be reached or changed.
 */
import type { CartFieldsFragment } from "@/lib/graphql/generated/graphql";

export type Cart = CartFieldsFragment;

export const CART_OPEN_EVENT = "rootwell:cart-open";
export const CART_UPDATED_EVENT = "rootwell:cart-updated";
export const CART_ERROR_EVENT = "rootwell:cart-error";

export type CartUpdatedDetail = { cart: Cart; added: boolean };

/** What each cart event carries. */
export type CartEventDetails = {
  [CART_OPEN_EVENT]: undefined;
  [CART_UPDATED_EVENT]: CartUpdatedDetail;
  [CART_ERROR_EVENT]: undefined;
};

export type CartEventName = keyof CartEventDetails;

declare global {
  interface WindowEventMap {
    "rootwell:cart-open": Event;
    "rootwell:cart-updated": CustomEvent<CartUpdatedDetail>;
    "rootwell:cart-error": Event;
  }
}

function dispatch(name: CartEventName, detail?: CartUpdatedDetail): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(detail === undefined ? new Event(name) : new CustomEvent(name, { detail }));
}

/** Opens the mini cart in its loading state. */
export function openMiniCart(): void {
  dispatch(CART_OPEN_EVENT);
}

/** The cart changed (or an add was refused and it did not): the mini cart and badge show it. */
export function cartUpdated(cart: Cart, { added }: { added: boolean }): void {
  dispatch(CART_UPDATED_EVENT, { cart, added });
}

/** The cart could not be reached: the mini cart shows its error state. */
export function cartFailed(): void {
  dispatch(CART_ERROR_EVENT);
}

/**
 * Calls `listener` with the event's detail each time the cart event fires (undefined for the
 * events without one); returns the function that stops listening.
 */
export function onCartEvent<Name extends CartEventName>(
  name: Name,
  listener: (detail: CartEventDetails[Name]) => void,
): () => void {
  const handle = (event: Event) =>
    listener(
      (name === CART_UPDATED_EVENT && event instanceof CustomEvent ? event.detail : undefined) as CartEventDetails[Name],
    );
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}
