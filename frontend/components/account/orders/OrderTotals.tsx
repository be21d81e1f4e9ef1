import { Fragment } from "react";

import type { AccountOrderQuery } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import styles from "./orders.module.css";

type Totals = NonNullable<AccountOrderQuery["order"]>["total"];
type Amount = Totals["subtotal"];

const price = (amount: Amount) => formatPrice(amount.value, amount.currency);

/** An amount taken off, written "-$10" whichever sign the API gives it. */
const deduction = (amount: Amount) => `-${formatPrice(String(Math.abs(Number(amount.value))), amount.currency)}`;

const isZero = (amount: Amount) => Number(amount.value) === 0;

/** Subtotal, each discount, shipping ("Free Shipping" at zero), tax, any gift card, grand total. */
export function OrderTotals({ total }: { total: Totals }) {
  return (
    <dl className={styles.totals}>
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
      <dt>Tax</dt>
      <dd>{price(total.taxes)}</dd>
      {!isZero(total.giftcard) && (
        <>
          <dt>Gift Card</dt>
          <dd>{deduction(total.giftcard)}</dd>
        </>
      )}
      <dt className={styles.grandTotal}>Grand Total</dt>
      <dd className={styles.grandTotal}>{price(total.grand_total)}</dd>
    </dl>
  );
}
