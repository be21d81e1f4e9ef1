"use client";

import { BRAND_NAME } from "@/lib/config";
import type { CheckoutCartFieldsFragment } from "@/lib/graphql/generated/graphql";
import { renewsEvery } from "@/lib/subscriptions/terms";
import { CANCEL_ONLINE, firstRenewal, renewalDate } from "@/lib/subscriptions/renewals";

import styles from "./Checkout.module.css";

type Props = {
  cart: CheckoutCartFieldsFragment;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  problem?: string;
  today: string;
};

/**
 * What renews, at what price, how often, from when and how to cancel, next to Place Order, with
 * the shopper's explicit consent (never ticked for them), as auto-renewal laws require.
 */
export function RenewalTerms({ cart, accepted, onAccepted, problem, today }: Props) {
  const start = new Date(`${today}T00:00:00Z`);
  const plans = cart.items.filter((item) => item.product.billing_interval > 0);
  return (
    <div className={styles.terms} data-renewal-terms>
      <h3 className={styles.termsTitle}>Auto-renewal terms</h3>
      <ul>
        {plans.map((item) => {
          const months = item.product.billing_interval;
          const { row_total: price } = item.prices;
          return (
            <li key={item.uid}>
              {item.product.name} ({item.product.option_title}) {renewsEvery(months, price.value, price.currency)}, first
              on {renewalDate(firstRenewal(start, months))}, charged to the card you pay with today, until you cancel.
            </li>
          );
        })}
      </ul>
      <p>{CANCEL_ONLINE}</p>
      <div className={styles.consent}>
        <input
          id="subscription-terms"
          type="checkbox"
          checked={accepted}
          onChange={(event) => onAccepted(event.target.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "subscription-terms-error" : undefined}
        />
        <label htmlFor="subscription-terms">
          I agree to these auto-renewal terms and authorize {BRAND_NAME} to charge my card for each renewal until I cancel.
        </label>
      </div>
      {problem && (
        <p id="subscription-terms-error" className={styles.fieldError}>
          {problem}
        </p>
      )}
    </div>
  );
}
