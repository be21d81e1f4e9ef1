// The mini cart's own events, apart from useCartEvents (./use-cart-events) so that what the
// header's cart icon and the mini cart's loader need on first load brings no React hook with it.
import { CART_ERROR_EVENT, CART_OPEN_EVENT, CART_UPDATED_EVENT } from "./events";

/** The cart icon asks the mini cart to open and load the cart itself (no add is under way). */
export const MINI_CART_SHOW_EVENT = "rootwell:mini-cart-show";

/** The cart events a mini cart answers, by name. */
export const CART_EVENT_NAMES = [CART_OPEN_EVENT, CART_UPDATED_EVENT, CART_ERROR_EVENT, MINI_CART_SHOW_EVENT] as const;

/** Asks the mini cart to open and load the visitor's cart; false when no mini cart is on the page. */
export function showMiniCart(): boolean {
  return !window.dispatchEvent(new Event(MINI_CART_SHOW_EVENT, { cancelable: true }));
}
