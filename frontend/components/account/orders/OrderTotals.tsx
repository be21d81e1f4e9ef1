import { Fragment } from "react";

import { formatPrice } from "@/lib/money";

import styles from "./orders.module.css";

type Amount = { value: string; currency: string };

/** An order's totals, as much of them as the page read: the account's
 * order page reads tax and gift card, the checkout's confirmation does not. */
export type OrderTotalAmounts = {
  subtotal: Amount;
  discounts: ReadonlyArray<{ label: string; amount: Amount }>;
  shipping: Amount;
  taxes?: Amount;
  giftcard?: Amount;
  grand_total: Amount;
  /** Store credit that paid part of the grand total, and what the card was charged beside it. */
  store_credit?: Amount;
  charged_to_card?: Amount;
  /** What returns of the order refunded so far. */
  refunded?: Amount;
};

const price = (amount: Amount) => formatPrice(amount.value, amount.currency);

/** An amount taken off, written "-$10" whichever sign the API gives it. */
const deduction = (amount: Amount) => `-${formatPrice(String(Math.abs(Number(amount.value))), amount.currency)}`;

const isZero = (amount: Amount) => Number(amount.value) === 0;

/** Subtotal, each discount, shipping ("Free Shipping" at zero), tax, any gift card, grand total,
 * then any store credit that paid part of it and what the card was charged, then what returns refunded;
 * every amount as formatPrice writes it (no ".00" on whole amounts). Shared by the account's
 * order page and the checkout's confirmation. */
export function OrderTotals({ total }: { total: OrderTotalAmounts }) {
  return (
    <dl className={styles.totals} data-order-totals>
      <dt>Subtotal</dt>
      <dd>{price(total.subtotal)}</dd>
      {total.discounts.map((discount, index) => (
        <Fragment key={`${discount.label}-${index}`}>
          <dt>{discount.label}</dt>
          <dd>{deduction(discount.amount)}</dd>
        </Fragment>
      ))}
      <dt>Shipping</dt>
      <dd>{isZero(total.shipping) ? "Free Shipping" : price(total.shipping)}</dd>
      {total.taxes && (
        <>
          <dt>Tax</dt>
          <dd>{price(total.taxes)}</dd>
        </>
      )}
      {total.giftcard && !isZero(total.giftcard) && (
        <>
          <dt>Gift Card</dt>
          <dd>{deduction(total.giftcard)}</dd>
        </>
      )}
      <dt className={styles.grandTotal}>Grand Total</dt>
      <dd className={styles.grandTotal}>{price(total.grand_total)}</dd>
      {total.store_credit && !isZero(total.store_credit) && (
        <>
          <dt data-store-credit>Store credit</dt>
          <dd>{deduction(total.store_credit)}</dd>
          {total.charged_to_card && (
            <>
              <dt>Paid by card</dt>
              <dd>{price(total.charged_to_card)}</dd>
            </>
          )}
        </>
      )}
      {total.refunded && !isZero(total.refunded) && (
        <>
          <dt data-refunded>Refunded</dt>
          <dd>{deduction(total.refunded)}</dd>
        </>
      )}
    </dl>
  );
}
