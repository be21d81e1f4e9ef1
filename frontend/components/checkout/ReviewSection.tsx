"use client";

import Link from "next/link";

import { CartLines } from "@/components/cart/CartLines";
import { CartTotals } from "@/components/cart/CartTotals";
import { Button } from "@/components/ui/Button";
import type { MiniCart } from "@/lib/cart/cart-view";
import { CART_PATH } from "@/lib/cart/paths";

import styles from "./Checkout.module.css";

type Props = {
  cart: MiniCart;
  format: (money: { value: string; currency: string }) => string;
  /** The shop's or the gateway's refusal, word for word. */
  error: string | null;
  placing: boolean;
  /** False until the page is interactive: a press before then could not be handled. */
  interactive: boolean;
};

/** 4 Review: the lines and totals as they will be charged, and the Place Order button. */
export function ReviewSection({ cart, format, error, placing, interactive }: Props) {
  return (
    <section className={styles.review} aria-labelledby="checkout-review">
      <h2 id="checkout-review" className={styles.sectionTitle}>
        4. Review
      </h2>
      <CartLines cart={cart} format={format} />
      <Link href={CART_PATH} className={styles.link} prefetch={false}>
        Edit cart
      </Link>
      <CartTotals cart={cart} format={format} />
      {error && (
        <p role="alert" className={styles.alert} data-checkout-error>
          {error}
        </p>
      )}
      <Button type="submit" className={styles.placeOrder} loading={placing} disabled={!interactive}>
        Place Order
      </Button>
    </section>
  );
}
