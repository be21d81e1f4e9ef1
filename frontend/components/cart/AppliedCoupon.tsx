import type { MiniCart } from "@/lib/cart/cart-view";

import styles from "./AppliedCoupon.module.css";

export type AppliedCouponData = MiniCart["applied_coupons"][number];

/**
 * A code on the cart, as the shop describes its offer: applied, or on the cart but taking nothing
 * off yet, with what the cart still needs for it (e.g. a subscription plan). A promotion's link
 * puts its code on the cart before the cart qualifies, so the shopper is told both.
 */
export function AppliedCoupon({ coupon }: { coupon: AppliedCouponData }) {
  return (
    <div className={styles.coupon} data-applied-coupon={coupon.code} data-applies={coupon.applies}>
      <p className={styles.status}>
        Discount code <strong>{coupon.code}</strong> {coupon.applies ? "applied" : "added, not applied yet"}
      </p>
      {!coupon.applies && coupon.needs && <p className={styles.needs}>{coupon.needs}</p>}
      {coupon.description && <p className={styles.description}>{coupon.description}</p>}
    </div>
  );
}
