"use client";

import { type ComponentType, useEffect, useState } from "react";

import { trackOpeners } from "@/lib/browser/openers";
import { CART_EVENT_NAMES, MINI_CART_SHOW_EVENT } from "@/lib/cart/mini-cart-events";

import type { MiniCartProps } from "./MiniCartController";

export type { MiniCartChanges, VisitorCartOperation } from "./MiniCartController";

type Controller = ComponentType<MiniCartProps & { pending: Event[] }>;

const loadController = () => import("./MiniCartController").then((module) => module.MiniCartController);

/**
 * The mini cart (MiniCartController), whose code is fetched once the page is idle, or at the first
 * cart event if that comes sooner, so it adds nothing to a page's first-load JavaScript. Until it
 * is there, the cart events are kept and handed to it (an early click on the cart icon or on Add to
 * Cart is not lost), and the control that opens it is remembered from the start.
 */
export function MiniCart(props: MiniCartProps) {
  const [Controller, setController] = useState<Controller | null>(null);
  const [pending] = useState<Event[]>(() => []);
  useEffect(() => trackOpeners(), []);

  useEffect(() => {
    if (Controller) return;
    let mounted = true;
    const load = () =>
      void loadController().then((loaded) => {
        if (mounted) setController(() => loaded);
      });
    const keep = (event: Event) => {
      // The cart icon navigates to the cart page unless a mini cart takes its click.
      if (event.type === MINI_CART_SHOW_EVENT) event.preventDefault();
      pending.push(event);
      load();
    };
    for (const name of CART_EVENT_NAMES) window.addEventListener(name, keep);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(load);
    return () => {
      mounted = false;
      for (const name of CART_EVENT_NAMES) window.removeEventListener(name, keep);
    };
  }, [Controller, pending]);

  return Controller ? <Controller {...props} pending={pending} /> : null;
}
