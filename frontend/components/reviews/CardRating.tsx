import { reviewCountLabel } from "@/lib/reviews/format";

import styles from "./reviews.module.css";
import { Stars } from "./Stars";

/** A product card's stars and review count; nothing before its first approved review. */
export function CardRating({ rating, count }: { rating: number | null | undefined; count: number }) {
  if (rating == null || count === 0) return null;
  return (
    <p className={styles.cardRating}>
      <Stars rating={rating} />
      <span>
        {rating.toFixed(1)} ({reviewCountLabel(count)})
      </span>
    </p>
  );
}
