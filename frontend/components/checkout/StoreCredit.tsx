"use client";

import type { CheckoutCartFieldsFragment } from "@/lib/graphql/generated/graphql";

import cartStyles from "@/components/cart/Cart.module.css";
import styles from "./Checkout.module.css";

type Money = { value: string; currency: string };
type Format = (money: Money) => string;

const positive = (money: Money | undefined) => Number(money?.value ?? 0) > 0;

/** Whether the cart offers the customer their store credit: signed in (a guest's cart has none)
 * with a balance, or already using it. */
export function offersStoreCredit(cart: CheckoutCartFieldsFragment): boolean {
  const credit = cart.applied_store_credit;
  return Boolean(credit && (credit.enabled || positive(credit.current_balance)));
}

type ChoiceProps = {
  cart: CheckoutCartFieldsFragment;
  format: Format;
  busy: boolean;
  /** While the cart is being changed or the order placed, the choice cannot change. */
  still: boolean;
  onChange: (use: boolean) => void;
};

/** "Use store credit ($X available)": the customer's balance pays what it can of the order; the
 * card is charged the rest. */
export function StoreCreditChoice({ cart, format, busy, still, onChange }: ChoiceProps) {
  const credit = cart.applied_store_credit;
  if (!credit || !offersStoreCredit(cart)) return null;
  return (
    <div className={styles.consent} data-store-credit aria-busy={busy}>
      <input
        id="use-store-credit"
        type="checkbox"
        checked={credit.enabled}
        disabled={still}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor="use-store-credit">Use store credit ({format(credit.current_balance)} available)</label>
    </div>
  );
}

/** Under the grand total, when credit pays part of it: the credit taken off and what the card is
 * charged, exactly as placing the order charges it. */
export function StoreCreditTotals({ cart, format }: { cart: CheckoutCartFieldsFragment; format: Format }) {
  const { store_credit, amount_due } = cart.prices;
  if (!positive(store_credit)) return null;
  return (
    <dl className={cartStyles.totals} data-store-credit-totals>
      <div className={cartStyles.totalRow}>
        <dt>Store credit</dt>
        <dd>-{format(store_credit)}</dd>
      </div>
      <div className={`${cartStyles.totalRow} ${cartStyles.grandTotal}`}>
        <dt>To pay by card</dt>
        <dd>{format(amount_due)}</dd>
      </div>
    </dl>
  );
}
