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
  /** The data-* attributes of the control pressed before the island was loaded. */
  pressed: DOMStringMap;
};

/** The action a pressed control names through its data-* attributes, or null. */
export function actionOf(data: DOMStringMap): ReviewAction | null {
  if (data.action === "more") return { kind: "more" };
  if (data.action === "sort" && (data.sort === "NEWEST" || data.sort === "HELPFUL")) return { kind: "sort", sort: data.sort };
  if (data.action === "vote" && data.review) return { kind: "vote", reviewId: data.review, helpful: data.helpful === "1" };
  return null;
}
