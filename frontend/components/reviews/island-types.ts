import type { BrowserOperation } from "@/lib/graphql/browser";
import type {
  ProductReviewPageFieldsFragment,
  ProductReviewsQuery,
  ProductReviewsQueryVariables,
  ReviewSort,
  VoteProductReviewMutation,
  VoteProductReviewMutationVariables,
} from "@/lib/graphql/generated/graphql";

/** What the shopper pressed before the island was loaded; the island does it first. */
export type ReviewAction =
  | { kind: "more" }
  | { kind: "sort"; sort: ReviewSort }
  | { kind: "vote"; reviewId: string; helpful: boolean };

export type ReviewOperations = {
  reviewsQuery: BrowserOperation<ProductReviewsQuery, ProductReviewsQueryVariables>;
  voteMutation: BrowserOperation<VoteProductReviewMutation, VoteProductReviewMutationVariables>;
};

export type IslandProps = ReviewOperations & {
  initial: ProductReviewPageFieldsFragment;
  firstAction: ReviewAction;
};

/** The action a pressed control names through its data-review-* attributes, or null. */
export function actionOf(data: DOMStringMap): ReviewAction | null {
  if (data.reviewAction === "more") return { kind: "more" };
  if (data.reviewAction === "sort" && (data.sort === "NEWEST" || data.sort === "HELPFUL")) return { kind: "sort", sort: data.sort };
  if (data.reviewAction === "vote" && data.review) return { kind: "vote", reviewId: data.review, helpful: data.helpful === "1" };
  return null;
}
