"use client";

import { useRef, useState } from "react";

import { Modal } from "@/components/ui/Modal";
import { type MiniCartView, readCartPayload } from "@/lib/cart/cart-view";
import { useCartEvents } from "@/lib/cart/use-cart-events";
import { type BrowserOperation, postGraphQL } from "@/lib/graphql/browser";
import type { VisitorCartQuery, VisitorCartQueryVariables } from "@/lib/graphql/generated/graphql";

import styles from "./Cart.module.css";
import { MiniCartContent } from "./MiniCartContent";

export type VisitorCartOperation = BrowserOperation<VisitorCartQuery, VisitorCartQueryVariables>;

/**
 * The mini cart drawer (spec storefront §4): the cart icon opens it and loads the cart; an add to
 * cart opens it while loading and shows the added state, or the error, when the cart answers.
 */
export function MiniCart({ loadCart }: { loadCart: VisitorCartOperation }) {
  const [open, setOpen] = useState(false);
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
  return (
    <Modal open={open} onClose={close} title="Your Cart" closeLabel="Close cart" className={styles.drawer}>
      <div data-mini-cart>
        <MiniCartContent view={view} onLeave={close} />
      </div>
    </Modal>
  );
}
