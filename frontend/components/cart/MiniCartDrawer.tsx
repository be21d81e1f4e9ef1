"use client";

import { useEffect, useRef, useState } from "react";

import { Modal } from "@/components/ui/Modal";
import type { MiniCart as Cart, MiniCartView } from "@/lib/cart/cart-view";
import { postGraphQL } from "@/lib/graphql/browser";

import styles from "./Cart.module.css";
import type { MiniCartChanges } from "./MiniCartController";
import { MiniCartContent } from "./MiniCartContent";
import { type CartNotice, sendCartChange } from "./use-cart-changes";

type Props = {
  open: boolean;
  view: MiniCartView;
  changes: MiniCartChanges;
  /** The control that opened the drawer: focus goes back to it on close. */
  opener: HTMLElement | null;
  onClose: () => void;
};

type Line = Cart["items"][number];

export const removedFromCart = (name: string) => `${name} was removed from your cart.`;

/**
 * The drawer itself: fetched on the first opening, so it does not weigh on any page's first load.
 * It sends the lines' changes; the cart they answer reaches the mini cart as a cart-updated event.
 */
export function MiniCartDrawer({ open, view, changes, opener, onClose }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<CartNotice>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // A removed line takes its Remove button with it: focus goes to the message saying so, inside
  // the drawer, rather than to the page behind it. (A refusal leaves the control where it was and
  // is announced as an alert.)
  useEffect(() => {
    if (notice?.tone === "success") noticeRef.current?.focus();
  }, [notice]);

  // What a change had to say belongs to that visit of the drawer.
  const close = () => {
    setNotice(null);
    onClose();
  };

  async function change(line: Line, send: () => ReturnType<typeof sendCartChange>, success?: string) {
    if (busy) return;
    setBusy(line.uid);
    setNotice(null);
    const result = await send();
    setBusy(null);
    if (!result.ok) setNotice({ tone: "error", text: result.message });
    else if (success) setNotice({ tone: "success", text: success });
  }

  const onQuantity = (line: Line, quantity: number) =>
    change(line, () =>
      sendCartChange(
        () => postGraphQL(changes.updateQuantity, { uid: line.uid, quantity }),
        (data) => data.updateCartItems.cart,
      ),
    );
  const onRemove = (line: Line) =>
    change(
      line,
      () =>
        sendCartChange(
          () => postGraphQL(changes.removeLine, { uid: line.uid }),
          (data) => data.removeItemFromCart.cart,
        ),
      removedFromCart(`${line.product.name}, ${line.product.option_title}`),
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title="Your Cart"
      closeLabel="Close cart"
      className={styles.drawer}
      returnFocusTo={opener}
    >
      <div data-mini-cart>
        {notice && (
          <p
            ref={noticeRef}
            tabIndex={-1}
            className={notice.tone === "error" ? styles.changeError : styles.changeDone}
            role={notice.tone === "error" ? "alert" : "status"}
          >
            {notice.text}
          </p>
        )}
        <MiniCartContent view={view} busy={busy} onLeave={close} onQuantity={onQuantity} onRemove={onRemove} />
      </div>
    </Modal>
  );
}
