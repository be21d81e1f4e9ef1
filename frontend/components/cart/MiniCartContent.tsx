import { Button } from "@/components/ui/Button";
import { isEmptyCart, ITEMS_ADDED, MINI_CART_ERROR, type MiniCartView } from "@/lib/cart/cart-view";
import { cartPriceFormatter } from "@/lib/cart/prices";

import { AppliedCoupon } from "./AppliedCoupon";
import styles from "./Cart.module.css";
import { CartTotals } from "./CartTotals";

export const EMPTY_CART = "You have no items in your shopping cart.";

type Props = { view: MiniCartView; onLeave: () => void };

/** The mini cart's states: loading, error, added, empty, or the cart. */
export function MiniCartContent({ view, onLeave }: Props) {
  if (view.status === "loading") {
    return (
      <p className={styles.loading} role="status" data-mini-cart-state="loading">
        <span className={styles.spinner} aria-hidden="true" />
        Loading your cart…
      </p>
    );
  }
  if (view.status === "error") {
    return (
      <p className={styles.error} role="alert" data-mini-cart-state="error">
        {MINI_CART_ERROR}
      </p>
    );
  }
  const { cart, added } = view;
  if (!cart || isEmptyCart(cart)) {
    return (
      <div data-mini-cart-state="empty">
        <p role="status">{EMPTY_CART}</p>
        {cart?.applied_coupons.map((coupon) => <AppliedCoupon key={coupon.code} coupon={coupon} />)}
        <Button href="/products/" variant="secondary" onClick={onLeave}>
          Shop All Products
        </Button>
      </div>
    );
  }
  const format = cartPriceFormatter(cart);
  return (
    <div data-mini-cart-state={added ? "added" : "cart"}>
      {added && (
        <p className={styles.added} role="status">
          {ITEMS_ADDED}
        </p>
      )}
      <ul className={styles.lines} aria-label="Items in your cart">
        {cart.items.map((item) => (
          <li key={item.uid} className={styles.line}>
            <div className={styles.lineText}>
              <span className={styles.lineName}>{item.product.name}</span>
              <span className={styles.lineOption}>{item.product.option_title}</span>
              <span className={styles.lineQuantity}>Qty: {item.quantity}</span>
            </div>
            <span className={styles.linePrice}>{format(item.prices.row_total)}</span>
          </li>
        ))}
      </ul>
      {cart.applied_coupons.map((coupon) => <AppliedCoupon key={coupon.code} coupon={coupon} />)}
      <CartTotals cart={cart} format={format} />
      <div className={styles.actions}>
        <Button href="/checkout/cart/" variant="secondary" prefetch={false} onClick={onLeave}>
          View Cart
        </Button>
        <Button href="/checkout/" prefetch={false} onClick={onLeave}>
          Checkout
        </Button>
      </div>
    </div>
  );
}
