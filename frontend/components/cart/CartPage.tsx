"use client";

import { Button } from "@/components/ui/Button";
import { EMPTY_CART, isEmptyCart, type MiniCart } from "@/lib/cart/cart-view";
import { cartPriceFormatter } from "@/lib/cart/prices";
import { type BrowserOperation, postGraphQL } from "@/lib/graphql/browser";
import type {
  CartPageApplyCouponMutation,
  CartPageApplyCouponMutationVariables,
  CartPageRemoveCouponMutation,
  CartPageRemoveCouponMutationVariables,
  CartPageRemoveLineMutation,
  CartPageRemoveLineMutationVariables,
  CartPageUpdateQuantityMutation,
  CartPageUpdateQuantityMutationVariables,
} from "@/lib/graphql/generated/graphql";

import { AppliedCoupon } from "./AppliedCoupon";
import { CartLines } from "./CartLines";
import summaryPage from "@/components/ui/SummaryPage.module.css";
import styles from "./CartPage.module.css";
import { CartTotals } from "./CartTotals";
import { CouponForm } from "./CouponForm";
import { useCartChanges } from "./use-cart-changes";

export type CartPageOperations = {
  updateQuantity: BrowserOperation<CartPageUpdateQuantityMutation, CartPageUpdateQuantityMutationVariables>;
  removeLine: BrowserOperation<CartPageRemoveLineMutation, CartPageRemoveLineMutationVariables>;
  applyCoupon: BrowserOperation<CartPageApplyCouponMutation, CartPageApplyCouponMutationVariables>;
  removeCoupon: BrowserOperation<CartPageRemoveCouponMutation, CartPageRemoveCouponMutationVariables>;
};

export const couponApplied = (code: string) => `You used coupon code "${code}".`;
export const COUPON_REMOVED = "You canceled the coupon code.";

/** The cart page: lines, quantities, coupon and totals. */
export function CartPage({ initial, operations }: { initial: MiniCart; operations: CartPageOperations }) {
  const { cart, busy, still, notice, change } = useCartChanges(initial);

  const notices = notice && (
    <p
      className={notice.tone === "error" ? styles.errorNotice : styles.successNotice}
      role={notice.tone === "error" ? "alert" : "status"}
    >
      {notice.text}
    </p>
  );

  if (isEmptyCart(cart)) {
    return (
      <section className={summaryPage.page} data-cart-page="empty">
        <h1 className={summaryPage.title}>Shopping Cart</h1>
        {notices}
        <p>{EMPTY_CART}</p>
        {cart.applied_coupons.map((coupon) => (
          <AppliedCoupon key={coupon.code} coupon={coupon} />
        ))}
        <Button href="/products/">Shop All Products</Button>
      </section>
    );
  }

  const format = cartPriceFormatter(cart);
  const coupon = cart.applied_coupons[0] ?? null;
  return (
    <section className={summaryPage.page} data-cart-page="cart">
      <h1 className={summaryPage.title}>Shopping Cart</h1>
      {notices}
      <div className={styles.layout}>
        <CartLines
          cart={cart}
          format={format}
          still={still}
          onQuantity={(line, quantity) =>
            void change(
              `line-${line.uid}`,
              () => postGraphQL(operations.updateQuantity, { uid: line.uid, quantity }),
              (data) => data.updateCartItems.cart,
            )
          }
          onRemove={(line) =>
            void change(
              `line-${line.uid}`,
              () => postGraphQL(operations.removeLine, { uid: line.uid }),
              (data) => data.removeItemFromCart.cart,
            )
          }
        />
        <aside className={styles.summary} aria-label="Summary">
          <h2 className={styles.summaryTitle}>Summary</h2>
          <CouponForm
            applied={coupon}
            busy={busy === "coupon"}
            still={still}
            onApply={(code) =>
              change(
                "coupon",
                () => postGraphQL(operations.applyCoupon, { code }),
                (data) => data.applyCouponToCart.cart,
                couponApplied(code),
              )
            }
            onRemove={() =>
              void change(
                "coupon",
                () => postGraphQL(operations.removeCoupon, {}),
                (data) => data.removeCouponFromCart.cart,
                COUPON_REMOVED,
              )
            }
          />
          <CartTotals cart={cart} format={format} />
          <Button href="/checkout/" prefetch={false} className={styles.checkout}>
            Checkout
          </Button>
        </aside>
      </div>
    </section>
  );
}
