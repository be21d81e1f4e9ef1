"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";

import { postGraphQL } from "@/lib/graphql/browser";
import type { ProductReviewFieldsFragment, ReviewSort } from "@/lib/graphql/generated/graphql";
import { LOGIN_PATH } from "@/lib/session/routes";

import { actionOf, type IslandProps, type ReviewAction } from "./island-types";
import { ReviewItem, VoteButtons } from "./ReviewItem";
import { ReviewList } from "./ReviewList";
import styles from "./reviews.module.css";

const UNREACHABLE = "We couldn't load reviews just now. Please try again.";
type VoteNote = { text: string; signIn?: boolean };

/** The reviews once the shopper pressed a control: pages and sorts them in place and records
 * "Was this helpful?" votes (signed-in customers, one per review). Loaded on demand. */
export default function ReviewsIsland({ initial, reviewsQuery, voteMutation, pressed }: IslandProps) {
  const [sort, setSort] = useState<ReviewSort>("NEWEST");
  const [items, setItems] = useState<ProductReviewFieldsFragment[]>(initial.items);
  const [page, setPage] = useState({ number: 1, hasNext: initial.has_next });
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState("");
  const [notes, setNotes] = useState<Record<string, VoteNote>>({});
  const started = useRef(false);

  async function load(nextSort: ReviewSort, number: number) {
    setLoading(true);
    const result = await postGraphQL(reviewsQuery, { product_id: initial.product_id, sort: nextSort, page: number });
    setLoading(false);
    if (result.kind !== "data") return setStatus(result.kind === "refused" ? result.message : UNREACHABLE);
    const found = result.data.productReviews;
    setSort(nextSort);
    setItems((current) => (number === 1 ? found.items : [...current, ...found.items]));
    setPage({ number, hasNext: found.has_next });
    setStatus(number === 1 ? "" : `Showing ${Math.min(number * found.page_size, found.total)} of ${found.total} reviews.`);
  }

  async function vote(reviewId: string, helpful: boolean) {
    const result = await postGraphQL(voteMutation, { review_id: reviewId, helpful });
    let note: VoteNote;
    if (result.kind === "data") {
      const counted = result.data.voteProductReview?.review;
      if (counted) setItems((current) => current.map((item) => (item.id === counted.id ? { ...item, ...counted } : item)));
      note = { text: "Thanks for your feedback." };
    } else if (result.kind === "refused" && result.code === "UNAUTHENTICATED") {
      note = { text: "Sign in to vote", signIn: true };
    } else {
      note = { text: result.kind === "refused" ? result.message : UNREACHABLE };
    }
    setNotes((current) => ({ ...current, [reviewId]: note }));
  }

  function run(action: ReviewAction) {
    if (loading) return;
    if (action.kind === "more") void load(sort, page.number + 1);
    else if (action.kind === "sort") void (action.sort !== sort && load(action.sort, 1));
    else void vote(action.reviewId, action.helpful);
  }

  useEffect(() => {
    // The press that loaded the island, once (effects run twice in development).
    if (started.current) return;
    started.current = true;
    const action = actionOf(pressed);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the press came before the island existed: done once, on mount.
    if (action) run(action);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first press, on mount.
  }, []);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const control = (event.target as Element).closest<HTMLElement>("[data-action]");
    const action = control && actionOf(control.dataset);
    if (action) run(action);
  }

  return (
    // Listens to the clicks of the buttons inside (keyboard presses of a button click it too).
    <div onClick={onClick}>
      <ReviewList
        sort={sort}
        items={items}
        hasNext={page.hasNext}
        loading={loading}
        status={status}
        renderItem={(review) => (
          <ReviewItem
            key={review.id}
            review={review}
            votes={
              <VoteButtons review={review}>
                {notes[review.id] && (
                  <span role="status" className={styles.voteNote}>
                    {notes[review.id].signIn ? <a href={LOGIN_PATH}>{notes[review.id].text}</a> : notes[review.id].text}
                  </span>
                )}
              </VoteButtons>
            }
          />
        )}
      />
    </div>
  );
}
