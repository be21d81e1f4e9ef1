"use client";

import { type ComponentType, useEffect, useState } from "react";

import { fullLoad } from "@/lib/build/full-load";
import { trackOpeners } from "@/lib/ui/openers";
import { whenIdle } from "@/lib/ui/when-idle";
import { CART_EVENT_NAMES, MINI_CART_SHOW_EVENT } from "@/lib/cart/mini-cart-events";
import { CART_PATH } from "@/lib/cart/paths";

import type { MiniCartProps } from "./MiniCartController";

export type { MiniCartChanges, VisitorCartOperation } from "./MiniCartController";

type Controller = ComponentType<MiniCartProps & { pending: Event[] }>;

// The drawer comes with the controller rather than after it, so that opening waits on one round
// trip; without either the mini cart cannot open, so either failing counts as the mini cart failing.
const loadController = () =>
  Promise.all([import("./MiniCartController"), import("./MiniCartDrawer")]).then(([module]) => module.MiniCartController);

/**
 * The mini cart (MiniCartController), whose code is fetched once the page is idle, or at the first
 * cart event if that comes sooner, so it adds nothing to a page's first-load JavaScript. Until it
 * is there, the cart events are kept and handed to it (an early click on the cart icon or on Add to
 * Cart is not lost), and the control that opens it is remembered from the start. If its code does
 * not come (offline, or its chunks gone with a deploy), a kept click on the cart icon goes to the
 * cart page, and later clicks follow the icon's link.
 */
export function MiniCart(props: MiniCartProps) {
  const [Controller, setController] = useState<Controller | null>(null);
  const [pending] = useState<Event[]>(() => []);
  useEffect(() => trackOpeners(), []);

  useEffect(() => {
    if (Controller) return;
    let mounted = true;
    let loading: Promise<void> | null = null;
    let failed = false;
    const load = () => {
      loading ??= loadController().then(
        (loaded) => {
          if (mounted) setController(() => loaded);
        },
        () => {
          failed = true;
          const asked = pending.some((event) => event.type === MINI_CART_SHOW_EVENT);
          pending.length = 0;
          if (mounted && asked) fullLoad(CART_PATH);
        },
      );
    };
    const keep = (event: Event) => {
      // Not taken, the show event leaves the cart icon to follow its link to the cart page.
      if (failed) return;
      if (event.type === MINI_CART_SHOW_EVENT) event.preventDefault();
      pending.push(event);
      load();
    };
    for (const name of CART_EVENT_NAMES) window.addEventListener(name, keep);
    whenIdle(load);
    return () => {
      mounted = false;
      for (const name of CART_EVENT_NAMES) window.removeEventListener(name, keep);
    };
  }, [Controller, pending]);

  return Controller ? <Controller {...props} pending={pending} /> : null;
}
