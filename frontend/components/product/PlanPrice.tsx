import { formatPrice } from "@/lib/money";
import { isSubscription, type PlanOption } from "@/lib/product/plans";

import styles from "./PlanPrice.module.css";

/** A plan's price with the one-time price it beats struck through, and the saving. */
export function PlanPrice({ option }: { option: PlanOption }) {
  const parts = [
    <span key="price" className={styles.current}>
      {formatPrice(option.price)}
    </span>,
  ];
  if (option.old_price && option.old_price !== option.price) {
    parts.push(
      <s key="old" className={styles.old}>
        <span className="visually-hidden">Regular price </span>
        {formatPrice(option.old_price)}
      </s>,
    );
  }
  if (option.savings > 0) {
    parts.push(
      <span key="savings" className={styles.savings}>
        Save {option.savings}%
      </span>,
    );
  }
  // Spaces between the parts, so that screen readers do not run them together.
  return <span className={styles.price}>{parts.flatMap((part, index) => (index ? [" ", part] : [part]))}</span>;
}

/** What shipping a plan gets: free with a subscription, standard on a one-time purchase. */
export function planShipping(option: PlanOption): string {
  return isSubscription(option) ? "Free Shipping" : `+ ${formatPrice(option.shipping_price)} shipping`;
}
