import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  ProductReviewsDocument,
  VoteProductReviewDocument,
  type ProductReviewPageFieldsFragment,
  type ReviewSummaryFieldsFragment,
} from "@/lib/graphql/generated/graphql";
import { reviewCountLabel, sharePercent } from "@/lib/reviews/format";

import { ReviewItem, VoteButtons } from "./ReviewItem";
import { ReviewList } from "./ReviewList";
import pageSection from "@/components/ui/PageSection.module.css";
import styles from "./reviews.module.css";
import ReviewsEnhancer from "./ReviewsEnhancer";
import { Stars } from "./Stars";

// Printed on the server: the island gets the operations as text (see BrowserOperation).
const operations = {
  reviewsQuery: browserOperation(ProductReviewsDocument),
  voteMutation: browserOperation(VoteProductReviewDocument),
};

type Props = { summary: ReviewSummaryFieldsFragment; first: ProductReviewPageFieldsFragment };

/** The product's reviews, rendered on the server (search engines read the first page): the
 * average, count and distribution, then the newest reviews; paging, sorting and votes load a
 * small island on the first press. */
export function ProductReviews({ summary, first }: Props) {
  return (
    <section id="reviews" className={pageSection.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={pageSection.heading}>
        Customer reviews
      </h2>
      {summary.average_rating == null || summary.review_count === 0 ? (
        <p className={styles.empty}>No reviews yet. Customers review a product from their order once it has shipped.</p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.summary}>
            <p className={styles.average}>
              <span className={styles.averageFigure}>{summary.average_rating.toFixed(1)}</span>
              <Stars rating={summary.average_rating} size="large" />
            </p>
            <p className={styles.count}>Based on {reviewCountLabel(summary.review_count)}</p>
            <ul className={styles.distribution} aria-label="Reviews by stars">
              {summary.distribution.map((row) => (
                <li key={row.stars} className={styles.distributionRow}>
                  <span>{row.stars === 1 ? "1 star" : `${row.stars} stars`}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${sharePercent(row.count, summary.review_count)}%` }} />
                  </span>
                  <span>{row.count}</span>
                </li>
              ))}
            </ul>
          </div>
          <ReviewsEnhancer initial={first} {...operations}>
            <ReviewList
              sort="NEWEST"
              items={first.items}
              hasNext={first.has_next}
              renderItem={(review) => <ReviewItem key={review.id} review={review} votes={<VoteButtons review={review} />} />}
            />
          </ReviewsEnhancer>
        </div>
      )}
    </section>
  );
}
