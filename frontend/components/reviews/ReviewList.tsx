import type { ReactNode } from "react";

import type { ProductReviewFieldsFragment, ReviewSort } from "@/lib/graphql/generated/graphql";

import styles from "./reviews.module.css";

const SORTS: Array<{ value: ReviewSort; label: string }> = [
  { value: "NEWEST", label: "Newest" },
  { value: "HELPFUL", label: "Most helpful" },
];

type Props = {
  sort: ReviewSort;
  items: ProductReviewFieldsFragment[];
  renderItem: (review: ProductReviewFieldsFragment) => ReactNode;
  hasNext: boolean;
  loading?: boolean;
  status?: ReactNode;
};

/** The sort switch, the reviews and "Show more reviews": the same markup on the server and in the island. */
export function ReviewList({ sort, items, renderItem, hasNext, loading = false, status }: Props) {
  return (
    <div aria-busy={loading}>
      <div className={styles.sort} role="group" aria-label="Sort reviews">
        {SORTS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.sortButton}
            aria-pressed={sort === option.value}
            data-action="sort"
            data-sort={option.value}
          >
            {option.label}
          </button>
        ))}
      </div>
      <ul className={styles.list}>{items.map(renderItem)}</ul>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {hasNext && (
        <button type="button" className={styles.more} data-action="more" disabled={loading}>
          {loading ? "Loading…" : "Show more reviews"}
        </button>
      )}
    </div>
  );
}
