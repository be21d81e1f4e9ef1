"use client";

import { useEffect, useRef } from "react";

import { CART_ERROR_EVENT, CART_OPEN_EVENT, CART_UPDATED_EVENT } from "./events";

// The mini cart and the header badge listen to the cart events (./events) on `window`; an event's
// detail is checked here rather than trusted, since any script on the page can fire one.
/** The cart icon asks the mini cart to open and load the cart itself (no add is under way). */
export const MINI_CART_SHOW_EVENT = "rootwell:mini-cart-show";

export type CartUpdatedDetail = { cart: unknown; added: boolean };

export type CartEventHandlers = {
  /** An add is under way: the mini cart opens, loading. */
  onOpen?: () => void;
  /** The cart changed; `added` when products were just added. */
  onUpdated?: (detail: CartUpdatedDetail) => void;
  /** An add failed. */
  onError?: () => void;
  /** The cart icon was pressed. */
  onShow?: () => void;
};

/** What a cart-updated event carries; anything else counts as no cart. */
export function updatedDetail(event: Event): CartUpdatedDetail {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== "object" || detail === null) return { cart: undefined, added: false };
  const { cart, added } = detail as { cart?: unknown; added?: unknown };
  return { cart, added: added === true };
}

/** Listens to the cart events for as long as the component is mounted. */
export function useCartEvents(handlers: CartEventHandlers): void {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const listeners: Array<[string, (event: Event) => void]> = [
      [CART_OPEN_EVENT, () => current.current.onOpen?.()],
      [CART_UPDATED_EVENT, (event) => current.current.onUpdated?.(updatedDetail(event))],
      [CART_ERROR_EVENT, () => current.current.onError?.()],
      [
        MINI_CART_SHOW_EVENT,
        (event) => {
          if (!current.current.onShow) return;
          // Tells the cart icon that a mini cart took it, so the icon need not navigate.
          event.preventDefault();
          current.current.onShow();
        },
      ],
    ];
    for (const [name, listener] of listeners) window.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) window.removeEventListener(name, listener);
    };
  }, []);
}

/** Asks the mini cart to open and load the visitor's cart; false when no mini cart is on the page. */
export function showMiniCart(): boolean {
  return !window.dispatchEvent(new Event(MINI_CART_SHOW_EVENT, { cancelable: true }));
}

/** Tells the badge and the mini cart that the cart page changed the cart (nothing was added). */
export function announceCartChange(cart: unknown): void {
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { cart, added: false } }));
}
