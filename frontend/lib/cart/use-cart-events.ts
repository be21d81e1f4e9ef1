"use client";

import { useEffect, useRef } from "react";

import { CART_ERROR_EVENT, CART_OPEN_EVENT, CART_UPDATED_EVENT } from "./events";
import { CART_EVENT_NAMES, MINI_CART_SHOW_EVENT } from "./mini-cart-events";

export { CART_EVENT_NAMES, MINI_CART_SHOW_EVENT, showMiniCart } from "./mini-cart-events";

// The mini cart and the header badge listen to the cart events (./events) on `window`; an event's
// detail is checked here rather than trusted, since any script on the page can fire one.
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

function handle(handlers: CartEventHandlers, event: Event): void {
  switch (event.type) {
    case CART_OPEN_EVENT:
      return handlers.onOpen?.();
    case CART_UPDATED_EVENT:
      return handlers.onUpdated?.(updatedDetail(event));
    case CART_ERROR_EVENT:
      return handlers.onError?.();
    case MINI_CART_SHOW_EVENT:
      if (!handlers.onShow) return;
      // Tells the cart icon that a mini cart took it, so the icon need not navigate.
      event.preventDefault();
      return handlers.onShow();
  }
}

/**
 * Listens to the cart events for as long as the component is mounted. `pending` are events that
 * came before the component did (the mini cart's code loads after the page): they are handled,
 * in order, once it listens.
 */
export function useCartEvents(handlers: CartEventHandlers, pending?: Event[]): void {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const listener = (event: Event) => handle(current.current, event);
    for (const name of CART_EVENT_NAMES) window.addEventListener(name, listener);
    for (const event of pending?.splice(0) ?? []) handle(current.current, event);
    return () => {
      for (const name of CART_EVENT_NAMES) window.removeEventListener(name, listener);
    };
    // The pending events are taken once, when listening starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Tells the badge and the mini cart that the cart page changed the cart (nothing was added). */
export function announceCartChange(cart: unknown): void {
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { cart, added: false } }));
}
