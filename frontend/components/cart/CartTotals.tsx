import { hasDiscount, type MiniCart } from "@/lib/cart/cart-view";

import styles from "./Cart.module.css";

type Props = { cart: MiniCart; format: (money: { value: string; currency: string }) => string };

/** Subtotal, discount, shipping (Free Shipping when it is) and grand total of a cart. */
export function CartTotals({ cart, format }: Props) {
  const { prices, shipping } = cart;
  return (
    <dl className={styles.totals} data-cart-totals>
      <div className={styles.totalRow}>
        <dt>Subtotal</dt>
        <dd>{format(prices.subtotal_including_tax)}</dd>
      </div>
      {hasDiscount(cart) && (
        <div className={styles.totalRow}>
          <dt>Discount{cart.applied_coupons.length > 0 && ` (${cart.applied_coupons.map((c) => c.code).join(", ")})`}</dt>
          <dd>-{format(prices.total_discount)}</dd>
        </div>
      )}
      <div className={styles.totalRow}>
        <dt>Shipping</dt>
        <dd>{shipping.is_free ? "Free Shipping" : format(prices.shipping)}</dd>
      </div>
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>Grand Total</dt>
        <dd>{format(prices.grand_total)}</dd>
      </div>
    </dl>
  );
}
