"use client";

import Link from "next/link";
import { type MouseEvent, type ReactNode, useId, useSyncExternalStore } from "react";

import { cartCountFromCookies, showsCartBadge } from "@/lib/cart/count";
import { CART_UPDATED_EVENT } from "@/lib/cart/events";
import { showMiniCart } from "@/lib/cart/mini-cart-events";

import styles from "./CartIconLink.module.css";

// Django rewrites the cart_count cookie with every answer that changes the cart, before the
// change is announced; so the badge reads the cookie again on each announcement.
function subscribe(onChange: () => void) {
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  return () => window.removeEventListener(CART_UPDATED_EVENT, onChange);
}

const readCount = () => cartCountFromCookies(document.cookie);
const noCount = () => 0;

/**
 * The header's cart icon with its item count: a whole number, hidden below 1.
 * A click opens the mini cart; without JavaScript, or with a modifier key, it is a link to the cart.
 */
export function CartIconLink({ className, icon }: { className?: string; icon: ReactNode }) {
  const count = useSyncExternalStore(subscribe, readCount, noCount);
  const countId = useId();

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (showMiniCart()) event.preventDefault();
  };

  const shown = showsCartBadge(count);
  return (
    <Link
      href="/checkout/cart/"
      className={[className, styles.link].filter(Boolean).join(" ")}
      aria-label="Cart"
      aria-haspopup="dialog"
      aria-describedby={shown ? countId : undefined}
      prefetch={false}
      onClick={open}
    >
      {icon}
      {shown && (
        <span className={styles.badge} data-cart-count={count}>
          <span aria-hidden="true">{count}</span>
          <span id={countId} className="visually-hidden">
            {count === 1 ? "1 item" : `${count} items`}
          </span>
        </span>
      )}
    </Link>
  );
}
