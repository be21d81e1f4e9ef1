"use client";

import { lazy, Suspense, useRef, useState } from "react";

import { type MiniCartView, readCartPayload } from "@/lib/cart/cart-view";
import { useCartEvents } from "@/lib/cart/use-cart-events";
import { type BrowserOperation, postGraphQL } from "@/lib/graphql/browser";
import type { VisitorCartQuery, VisitorCartQueryVariables } from "@/lib/graphql/generated/graphql";

const MiniCartDrawer = lazy(() => import("./MiniCartDrawer").then((module) => ({ default: module.MiniCartDrawer })));

export type VisitorCartOperation = BrowserOperation<VisitorCartQuery, VisitorCartQueryVariables>;

/**
 * The mini cart drawer: the cart icon opens it and loads the cart; an add to
 * cart opens it while loading and shows the added state, or the error, when the cart answers.
 */
export function MiniCart({ loadCart }: { loadCart: VisitorCartOperation }) {
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing it can restore focus and scrolling.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [view, setView] = useState<MiniCartView>({ status: "loading" });
  // Only the latest request may change what is shown: a slow load must not hide a fresh add.
  const latest = useRef(0);

  const load = async (added: boolean) => {
    const request = ++latest.current;
    setView({ status: "loading" });
    const result = await postGraphQL(loadCart, {});
    if (request !== latest.current) return;
    setView(result.kind === "data" ? { status: "ready", cart: result.data.cart, added } : { status: "error" });
  };

  useCartEvents({
    onShow: () => {
      setOpen(true);
      void load(false);
    },
    onOpen: () => {
      latest.current += 1;
      setOpen(true);
      setView({ status: "loading" });
    },
    onUpdated: ({ cart, added }) => {
      const payload = readCartPayload(cart);
      if (payload.kind === "ignored") return;
      if (added) setOpen(true);
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
  });

  const close = () => setOpen(false);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartDrawer open={open} view={view} onClose={close} />
    </Suspense>
  );
}
