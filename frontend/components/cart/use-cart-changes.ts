"use client";

import { useState, useSyncExternalStore } from "react";

import { isMiniCart, MINI_CART_ERROR, type MiniCart } from "@/lib/cart/cart-view";
import { announceCartChange, useCartEvents } from "@/lib/cart/use-cart-events";
import { type BrowserGraphQLResult } from "@/lib/graphql/browser";

const noSubscription = () => () => {};

/** False in the server's HTML and until hydration: the cart's controls work only from then on. */
export function useInteractive(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export type CartNotice = { tone: "error" | "success"; text: string } | null;

export type CartChangeResult = { ok: true; cart: MiniCart } | { ok: false; message: string };

/**
 * Sends one change of the cart (a quantity, a removal, a coupon) and takes the cart it answers,
 * telling the badge and any other view of the cart; a refusal keeps the shop's own message.
 */
export async function sendCartChange<TData>(
  send: () => Promise<BrowserGraphQLResult<TData>>,
  cartOf: (data: TData) => MiniCart,
): Promise<CartChangeResult> {
  const result = await send();
  if (result.kind !== "data") {
    return { ok: false, message: result.kind === "refused" ? result.message : MINI_CART_ERROR };
  }
  const cart = cartOf(result.data);
  announceCartChange(cart);
  return { ok: true, cart };
}

/**
 * The cart page's state: the cart as the shop last answered it, whether a change is under way and
 * what the last change had to say. A refusal shows the shop's own message, verbatim.
 */
export function useCartChanges(initial: MiniCart) {
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<CartNotice>(null);
  const interactive = useInteractive();
  // The mini cart can change the cart while this page shows it: take the cart it answered.
  useCartEvents({
    onUpdated: ({ cart: changed }) => {
      if (isMiniCart(changed)) setCart(changed);
    },
  });

  /** Runs one change (named by `what`, e.g. the line it is about) and takes the cart it answers. */
  async function change<TData>(
    what: string,
    send: () => Promise<BrowserGraphQLResult<TData>>,
    cartOf: (data: TData) => MiniCart,
    success?: string,
  ): Promise<boolean> {
    setBusy(what);
    setNotice(null);
    const result = await sendCartChange(send, cartOf);
    setBusy(null);
    if (!result.ok) {
      setNotice({ tone: "error", text: result.message });
      return false;
    }
    setCart(result.cart);
    if (success) setNotice({ tone: "success", text: success });
    return true;
  }

  /** Controls wait for hydration and for the change under way. */
  const still = !interactive || busy !== null;
  return { cart, busy, still, notice, change };
}
