"use client";

import { lazy, Suspense, useRef, useState } from "react";

import { openingControl } from "@/lib/ui/focus-return";
import { type MiniCartView, readCartPayload } from "@/lib/cart/cart-view";
import { useCartEvents } from "@/lib/cart/use-cart-events";
import { type BrowserOperation, postGraphQL } from "@/lib/graphql/browser";
import type {
  CartPageRemoveLineMutation,
  CartPageRemoveLineMutationVariables,
  CartPageUpdateQuantityMutation,
  CartPageUpdateQuantityMutationVariables,
  VisitorCartQuery,
  VisitorCartQueryVariables,
} from "@/lib/graphql/generated/graphql";

const MiniCartDrawer = lazy(() => import("./MiniCartDrawer").then((module) => ({ default: module.MiniCartDrawer })));

export type VisitorCartOperation = BrowserOperation<VisitorCartQuery, VisitorCartQueryVariables>;

/** The cart page's mutations, with which the mini cart changes a line's quantity or removes it. */
export type MiniCartChanges = {
  updateQuantity: BrowserOperation<CartPageUpdateQuantityMutation, CartPageUpdateQuantityMutationVariables>;
  removeLine: BrowserOperation<CartPageRemoveLineMutation, CartPageRemoveLineMutationVariables>;
};

export type MiniCartProps = { loadCart: VisitorCartOperation; changes: MiniCartChanges };

/**
 * The mini cart drawer: the cart icon opens it and loads the cart; an add to
 * cart opens it while loading and shows the added state, or the error, when the cart answers.
 * Its lines' quantities and removals are sent from the drawer; the cart they answer comes back
 * here as a cart-updated event, like any other change of the cart. `pending` holds the cart events
 * that came before this code did (see MiniCart); they are handled as soon as it is mounted.
 */
export function MiniCartController({ loadCart, changes, pending }: MiniCartProps & { pending: Event[] }) {
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing it can restore focus and scrolling.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [view, setView] = useState<MiniCartView>({ status: "loading" });
  // Only the latest request may change what is shown: a slow load must not hide a fresh add.
  const latest = useRef(0);
  // The control that opened the drawer (the cart icon, an Add to Cart button) gets focus back on
  // close. Known when the drawer is asked to open: an Add to Cart button has lost focus by then,
  // being disabled while it adds, so the last control used is remembered from the start.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const show = () => {
    if (!open) setOpener(openingControl());
    setOpen(true);
  };

  const load = async (added: boolean) => {
    const request = ++latest.current;
    setView({ status: "loading" });
    const result = await postGraphQL(loadCart, {});
    if (request !== latest.current) return;
    setView(result.kind === "data" ? { status: "ready", cart: result.data.cart, added } : { status: "error" });
  };

  useCartEvents({
    onShow: () => {
      show();
      void load(false);
    },
    onOpen: () => {
      latest.current += 1;
      show();
      setView({ status: "loading" });
    },
    onUpdated: ({ cart, added }) => {
      const payload = readCartPayload(cart);
      if (payload.kind === "ignored") return;
      if (added) show();
      if (payload.kind === "partial") {
        // A closed mini cart loads the cart anyway when it opens.
        if (open || added) void load(added);
        return;
      }
      latest.current += 1;
      setView({ status: "ready", cart: payload.cart, added });
    },
    onError: () => {
      latest.current += 1;
      setView({ status: "error" });
    },
  }, pending);

  const close = () => setOpen(false);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartDrawer open={open} view={view} changes={changes} opener={opener} onClose={close} />
    </Suspense>
  );
}
