import { REVIEW_STATUS_LABELS } from "@/lib/reviews/format";
import type { AccountOrderQuery } from "@/lib/graphql/generated/graphql";

import styles from "./orders.module.css";
import { WriteReview, type CreateReviewOperation } from "./WriteReview";

type Line = NonNullable<AccountOrderQuery["order"]>["items"][number];

/** Under a shipped item: "Write a review", or the customer's review and where it stands. Items
 * not shipped yet, or no longer sold, show nothing (see commerce/product_reviews/services.py). */
export function LineReview({ line, createReview }: { line: Line; createReview?: CreateReviewOperation }) {
  const review = line.review;
  if (!review) return null;
  if (review.review) {
    return (
      <p className={styles.reviewed}>
        You reviewed this product: <q>{review.review.title}</q> ({review.review.score} of 5 stars).{" "}
        <strong>{REVIEW_STATUS_LABELS[review.review.status] ?? review.review.status}</strong>
      </p>
    );
  }
  if (!createReview) return null;
  return <WriteReview productId={review.product_id} productName={line.product_name} createReview={createReview} />;
}
