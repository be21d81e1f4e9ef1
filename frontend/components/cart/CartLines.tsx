"use client";

import { MAX_LINE_QUANTITY, type MiniCart } from "@/lib/cart/cart-view";

import styles from "./CartPage.module.css";

type Line = MiniCart["items"][number];

type Props = {
  cart: MiniCart;
  format: (money: { value: string; currency: string }) => string;
  /** While the page hydrates or a change is under way. */
  still?: boolean;
  /** Without these the lines are read-only (the checkout's review shows them as they are). */
  onQuantity?: (line: Line, quantity: number) => void;
  onRemove?: (line: Line) => void;
};

function quantities(current: number): number[] {
  const most = Math.max(MAX_LINE_QUANTITY, current);
  return Array.from({ length: most }, (_, index) => index + 1);
}

/** The cart page's lines, each with its quantity and a remove control. */
export function CartLines({ cart, format, still = false, onQuantity, onRemove }: Props) {
  return (
    <ul className={styles.lines} aria-label="Items in your cart">
      {cart.items.map((line) => {
        const name = `${line.product.name}, ${line.product.option_title}`;
        return (
          <li key={line.uid} className={styles.line} data-cart-line={line.product.sku}>
            <div className={styles.lineText}>
              <span className={styles.lineName}>{line.product.name}</span>
              <span className={styles.lineOption}>{line.product.option_title}</span>
              <span className={styles.linePrice}>{format(line.prices.price)} each</span>
            </div>
            {onQuantity ? (
              <label className={styles.quantity}>
                <span>Qty</span>
                <select
                  aria-label={`Quantity of ${name}`}
                  value={line.quantity}
                  disabled={still}
                  onChange={(event) => onQuantity(line, Number(event.target.value))}
                >
                  {quantities(line.quantity).map((quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <span className={styles.quantity}>Qty {line.quantity}</span>
            )}
            <span className={styles.rowTotal}>{format(line.prices.row_total)}</span>
            {onRemove && (
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${name}`}
                disabled={still}
                onClick={() => onRemove(line)}
              >
                Remove
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
