"use client";

import { useState, useSyncExternalStore } from "react";

import { MINI_CART_ERROR, type MiniCart } from "@/lib/cart/cart-view";
import { announceCartChange } from "@/lib/cart/use-cart-events";
import { type BrowserGraphQLResult } from "@/lib/graphql/browser";

const noSubscription = () => () => {};

/** False in the server's HTML and until hydration: the cart's controls work only from then on. */
export function useInteractive(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export type CartNotice = { tone: "error" | "success"; text: string } | null;

/**
 * The cart page's state: the cart as the shop last answered it, whether a change is under way and
 * what the last change had to say. A refusal shows the shop's own message, verbatim.
 */
export function useCartChanges(initial: MiniCart) {
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<CartNotice>(null);
  const interactive = useInteractive();

  /** Runs one change (named by `what`, e.g. the line it is about) and takes the cart it answers. */
  async function change<TData>(
    what: string,
    send: () => Promise<BrowserGraphQLResult<TData>>,
    cartOf: (data: TData) => MiniCart,
    success?: string,
  ): Promise<boolean> {
    setBusy(what);
    setNotice(null);
    const result = await send();
    setBusy(null);
    if (result.kind !== "data") {
      setNotice({ tone: "error", text: result.kind === "refused" ? result.message : MINI_CART_ERROR });
      return false;
    }
    const fresh = cartOf(result.data);
    setCart(fresh);
    announceCartChange(fresh);
    if (success) setNotice({ tone: "success", text: success });
    return true;
  }

  /** Controls wait for hydration and for the change under way. */
  const still = !interactive || busy !== null;
  return { cart, busy, still, notice, change };
}
