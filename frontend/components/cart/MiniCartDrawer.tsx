"use client";

import { Modal } from "@/components/ui/Modal";
import type { MiniCartView } from "@/lib/cart/cart-view";

import styles from "./Cart.module.css";
import { MiniCartContent } from "./MiniCartContent";

type Props = { open: boolean; view: MiniCartView; onClose: () => void };

/** The drawer itself: fetched on the first opening, so it does not weigh on any page's first load. */
export function MiniCartDrawer({ open, view, onClose }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Your Cart" closeLabel="Close cart" className={styles.drawer}>
      <div data-mini-cart>
        <MiniCartContent view={view} onLeave={onClose} />
      </div>
    </Modal>
  );
}
