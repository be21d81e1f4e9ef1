import { getImageProps } from "next/image";

import { Button } from "@/components/ui/Button";
import {
  EMPTY_CART,
  isEmptyCart,
  ITEMS_ADDED,
  MAX_LINE_QUANTITY,
  MINI_CART_ERROR,
  type MiniCart,
  type MiniCartView,
} from "@/lib/cart/cart-view";
import { cartPriceFormatter } from "@/lib/cart/prices";

import { AppliedCoupon } from "./AppliedCoupon";
import styles from "./Cart.module.css";
import { CartTotals } from "./CartTotals";

export { EMPTY_CART };

type Line = MiniCart["items"][number];

type Props = {
  view: MiniCartView;
  /** The line whose change is under way, if any: every line's controls wait for it. */
  busy?: string | null;
  onLeave: () => void;
  onQuantity?: (line: Line, quantity: number) => void;
  onRemove?: (line: Line) => void;
};

const THUMB = 64;

/** The product's picture at a fixed size, so lines do not jump as images arrive; a line without
 * one keeps the same space. The API gives the shop's own images as paths, which the storefront
 * serves and resizes; an image on another host is shown as it is. */
function Thumbnail({ line }: { line: Line }) {
  const src = line.product.image;
  if (!src) return <span className={styles.thumb} aria-hidden="true" />;
  const { props } = getImageProps({
    src,
    alt: "",
    width: THUMB,
    height: THUMB,
    unoptimized: !src.startsWith("/"),
  });
  // Decorative (alt ""): the line's name follows it.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props (getImageProps), alt among them.
  return <img {...props} className={styles.thumb} />;
}

/** Minus, the quantity, plus; controls wait (aria-disabled, so focus stays on them) while a change is under way. */
function Quantity({ line, name, still, onQuantity }: { line: Line; name: string; still: boolean; onQuantity: (line: Line, quantity: number) => void }) {
  const fewer = line.quantity <= 1 || still;
  const more = line.quantity >= MAX_LINE_QUANTITY || still;
  return (
    <div role="group" aria-label={`Quantity of ${name}`} className={styles.stepper}>
      <button
        type="button"
        aria-label={`One fewer ${name}`}
        aria-disabled={fewer}
        onClick={() => !fewer && onQuantity(line, line.quantity - 1)}
      >
        −
      </button>
      <span className={styles.stepperValue} data-line-quantity>
        {line.quantity}
      </span>
      <button
        type="button"
        aria-label={`One more ${name}`}
        aria-disabled={more}
        onClick={() => !more && onQuantity(line, line.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

/** The mini cart's states: loading, error, added, empty, or the cart. */
export function MiniCartContent({ view, busy = null, onLeave, onQuantity, onRemove }: Props) {
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
  const still = busy !== null;
  return (
    <div data-mini-cart-state={added ? "added" : "cart"}>
      {added && (
        <p className={styles.added} role="status">
          {ITEMS_ADDED}
        </p>
      )}
      <ul className={styles.lines} aria-label="Items in your cart" aria-busy={still}>
        {cart.items.map((item) => {
          const name = `${item.product.name}, ${item.product.option_title}`;
          return (
            <li key={item.uid} className={styles.line} data-cart-line={item.product.sku}>
              <Thumbnail line={item} />
              <div className={styles.lineText}>
                <span className={styles.lineName}>{item.product.name}</span>
                <span className={styles.lineOption}>{item.product.option_title}</span>
                {onQuantity ? (
                  <Quantity line={item} name={name} still={still} onQuantity={onQuantity} />
                ) : (
                  <span className={styles.lineQuantity}>Qty: {item.quantity}</span>
                )}
              </div>
              <div className={styles.lineEnd}>
                <span className={styles.linePrice}>{format(item.prices.row_total)}</span>
                {onRemove && (
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${name}`}
                    aria-disabled={still}
                    onClick={() => !still && onRemove(item)}
                  >
                    Remove
                  </button>
                )}
              </div>
            </li>
          );
        })}
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
