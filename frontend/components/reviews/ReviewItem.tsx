import type { ReactNode } from "react";

import { formatDate } from "@/lib/account/dates";
import type { ProductReviewFieldsFragment } from "@/lib/graphql/generated/graphql";

import styles from "./reviews.module.css";
import { Stars } from "./Stars";

type Props = {
  review: ProductReviewFieldsFragment;
  /** The "Was this helpful?" part: buttons on the server render, live ones in the island. */
  votes: ReactNode;
};

/** One approved review. Title and body are text: React escapes them, and the API refuses markup. */
export function ReviewItem({ review, votes }: Props) {
  return (
    <li className={styles.review} data-review-id={review.id}>
      <div className={styles.reviewHead}>
        <Stars rating={review.score} />
        <h3 className={styles.reviewTitle}>{review.title}</h3>
      </div>
      <p className={styles.byline}>
        <span>{review.author}</span>
        {review.verified_buyer && <span className={styles.verified}>Verified buyer</span>}
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
      <p className={styles.body}>{review.body}</p>
      {votes}
    </li>
  );
}

/** "Was this helpful? Yes (2) No" as plain buttons; the island takes over on the first press. */
export function VoteButtons({ review, children }: { review: ProductReviewFieldsFragment; children?: ReactNode }) {
  return (
    <div className={styles.votes}>
      <span>Was this helpful?</span>
      <button type="button" className={styles.linkButton} data-action="vote" data-review={review.id} data-helpful="1">
        Yes ({review.helpful_count})
      </button>
      <button type="button" className={styles.linkButton} data-action="vote" data-review={review.id} data-helpful="0">
        No ({review.total_votes - review.helpful_count})
      </button>
      {children}
    </div>
  );
}
