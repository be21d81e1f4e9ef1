"use client";

import Link from "next/link";
import type { ReactNode } from "react";

import { CartLines } from "@/components/cart/CartLines";
import { CartTotals } from "@/components/cart/CartTotals";
import { Button } from "@/components/ui/Button";
import { CART_PATH } from "@/lib/cart/paths";
import type { CheckoutCartFieldsFragment } from "@/lib/graphql/generated/graphql";

import styles from "./Checkout.module.css";
import { RenewalTerms } from "./RenewalTerms";
import { StoreCreditTotals } from "./StoreCredit";

type Props = {
  cart: CheckoutCartFieldsFragment;
  format: (money: { value: string; currency: string }) => string;
  /** The shop's or the gateway's refusal, word for word. */
  error: string | null;
  placing: boolean;
  /** False until the page is interactive: a press before then could not be handled. */
  interactive: boolean;
  termsAccepted: boolean;
  onTermsAccepted: (accepted: boolean) => void;
  termsProblem?: string;
  /** The shop's calendar day ("YYYY-MM-DD"), from which renewals are counted. */
  today: string;
  /** The discount code's field, between the lines and the totals. */
  coupon: ReactNode;
  /** A signed-in customer's "Use store credit" choice, under the discount code. */
  storeCredit?: ReactNode;
  /** The shop's reassurance, under Place Order. */
  assurances?: ReactNode;
};

/** 4 Review: the lines and totals as they will be charged, a subscription's auto-renewal terms
 * with the shopper's consent, and the Place Order button. */
export function ReviewSection({ cart, format, error, placing, interactive, coupon, storeCredit, assurances, ...terms }: Props) {
  return (
    <section className={styles.review} aria-labelledby="checkout-review">
      <h2 id="checkout-review" className={styles.sectionTitle}>
        4. Review
      </h2>
      <CartLines cart={cart} format={format} />
      <Link href={CART_PATH} className={styles.link} prefetch={false}>
        Edit cart
      </Link>
      {coupon}
      {storeCredit}
      <CartTotals cart={cart} format={format} />
      <StoreCreditTotals cart={cart} format={format} />
      {cart.has_subscription && (
        <RenewalTerms
          cart={cart}
          accepted={terms.termsAccepted}
          onAccepted={terms.onTermsAccepted}
          problem={terms.termsProblem}
          today={terms.today}
        />
      )}
      {error && (
        <p role="alert" className={styles.alert} data-checkout-error>
          {error}
        </p>
      )}
      <Button type="submit" className={styles.placeOrder} loading={placing} disabled={!interactive}>
        Place Order
      </Button>
      {assurances}
    </section>
  );
}
