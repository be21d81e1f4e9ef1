import { ratingLabel } from "@/lib/reviews/format";

import styles from "./reviews.module.css";

/** Five stars filled to the rating (4.3 fills four and a third), read out as "4.3 out of 5 stars". */
export function Stars({ rating, size = "small" }: { rating: number; size?: "small" | "large" }) {
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className={`${styles.stars} ${size === "large" ? styles.starsLarge : ""}`} role="img" aria-label={ratingLabel(rating)}>
      <span aria-hidden="true">★★★★★</span>
      <span aria-hidden="true" className={styles.starsFill} style={{ width: fill }}>
        ★★★★★
      </span>
    </span>
  );
}
