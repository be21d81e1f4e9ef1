import Link from "next/link";

import { CART_PATH } from "@/lib/cart/paths";
import { CREATE_ACCOUNT_PATH, LOGIN_PATH } from "@/lib/session/paths";
import { withReturnPath } from "@/lib/session/routes";

import type { MiniCart } from "@/lib/cart/cart-view";

import styles from "./AppliedCoupon.module.css";

export type AppliedCouponData = MiniCart["applied_coupons"][number];

/**
 * A code on the cart, as the shop describes its offer: applied, or on the cart but taking nothing
 * off yet, with what the cart still needs for it (e.g. a subscription plan). A promotion's link
 * puts its code on the cart before the cart qualifies, so the shopper is told both. A
 * once-per-customer code on a guest's cart waits for a sign-in: the shopper gets links to sign in
 * or create an account that come back to the cart, where the code is then applied.
 */
export function AppliedCoupon({ coupon }: { coupon: AppliedCouponData }) {
  return (
    <div className={styles.coupon} data-applied-coupon={coupon.code} data-applies={coupon.applies}>
      <p className={styles.status}>
        Discount code <strong>{coupon.code}</strong> {coupon.applies ? "applied" : "added, not applied yet"}
      </p>
      {!coupon.applies && coupon.sign_in_needed && <SignInToUse code={coupon.code} />}
      {!coupon.applies && !coupon.sign_in_needed && coupon.needs && <p className={styles.needs}>{coupon.needs}</p>}
      {coupon.description && <p className={styles.description}>{coupon.description}</p>}
    </div>
  );
}

/** "Sign in or create an account to use CODE", both back to the cart once done. */
function SignInToUse({ code }: { code: string }) {
  return (
    <p className={styles.needs} data-sign-in-to-use={code}>
      <Link href={withReturnPath(LOGIN_PATH, CART_PATH)}>Sign in</Link> or{" "}
      <Link href={withReturnPath(CREATE_ACCOUNT_PATH, CART_PATH)}>create an account</Link> to use {code}
    </p>
  );
}
