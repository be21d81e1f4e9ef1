import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { ProductReviewFieldsFragment, ProductReviewPageFieldsFragment } from "@/lib/graphql/generated/graphql";
import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";

import { ProductReviews } from "./ProductReviews";

const fetchMock = vi.fn<typeof fetch>();

function review(id: string, changes: Partial<ProductReviewFieldsFragment> = {}): ProductReviewFieldsFragment {
  return {
    __typename: "ProductReview",
    id,
    title: `Review ${id}`,
    body: "Less shedding after three months.",
    score: 5,
    author: "Casey R.",
    verified_buyer: true,
    created_at: "2026-03-04T10:00:00+00:00",
    helpful_count: 2,
    total_votes: 3,
    ...changes,
  };
}

function page(items: ProductReviewFieldsFragment[], has_next: boolean, number = 1): ProductReviewPageFieldsFragment {
  return { __typename: "ProductReviewPage", product_id: "7", total: 6, page: number, page_size: 5, has_next, items };
}

const summary = {
  __typename: "ReviewSummary" as const,
  average_rating: 4.3,
  review_count: 6,
  distribution: [5, 4, 3, 2, 1].map((stars) => ({ __typename: "RatingCount" as const, stars, count: stars === 5 ? 4 : stars === 3 ? 2 : 0 })),
};

withBrowserFetch(fetchMock);

describe("ProductReviews", () => {
  it("shows the average, count, distribution and reviews as text, markup included", () => {
    const first = page([review("1", { body: "<b>bold</b> claim", verified_buyer: false }), review("2")], true);
    render(<ProductReviews summary={summary} first={first} />);

    expect(screen.getByText("4.3")).toBeTruthy();
    expect(screen.getByText("Based on 6 reviews")).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "4.3 out of 5 stars" })).toHaveLength(1);
    const rows = within(screen.getByRole("list", { name: "Reviews by stars" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["5 stars4", "4 stars0", "3 stars2", "2 stars0", "1 star0"]);
    expect(screen.getByText("<b>bold</b> claim")).toBeTruthy();
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getAllByText("Verified buyer")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Newest" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("dates a review by the shop's day, not UTC's, when written in the evening", () => {
    // 9:30 PM on March 3 in New York is already March 4 in UTC.
    render(<ProductReviews summary={summary} first={page([review("1", { created_at: "2026-03-04T02:30:00+00:00" })], false)} />);

    expect(screen.getByText("March 3, 2026")).toBeTruthy();
    expect(screen.queryByText("March 4, 2026")).toBeNull();
  });

  it("says so when there are no reviews yet", () => {
    render(<ProductReviews summary={{ ...summary, average_rating: null, review_count: 0 }} first={page([], false)} />);

    expect(screen.getByText(/No reviews yet/)).toBeTruthy();
  });

  it("loads the next page in place on Show more reviews", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { productReviews: page([review("6")], false, 2) } }));
    render(<ProductReviews summary={summary} first={page([1, 2, 3, 4, 5].map((n) => review(String(n))), true)} />);

    fireEvent.click(screen.getByRole("button", { name: "Show more reviews" }));

    expect(await screen.findByText("Review 6")).toBeTruthy();
    expect(screen.getByText("Review 1")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more reviews" })).toBeNull();
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(sent.variables).toEqual({ product_id: "7", sort: "NEWEST", page: 2 });
  });

  it("asks a visitor to sign in to vote, and counts a customer's vote", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ data: null, errors: [{ message: "The current customer isn't authorized.", extensions: { code: "UNAUTHENTICATED" } }] }))
      .mockResolvedValueOnce(jsonResponse({ data: { voteProductReview: { review: { __typename: "ProductReview", id: "1", helpful_count: 3, total_votes: 4 } } } }));
    render(<ProductReviews summary={summary} first={page([review("1")], false)} />);

    fireEvent.click(screen.getByRole("button", { name: "Yes (2)" }));
    const signIn = await screen.findByRole("link", { name: "Sign in to vote" });
    expect(signIn.getAttribute("href")).toBe("/customer/account/login/");

    fireEvent.click(screen.getByRole("button", { name: "Yes (2)" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Yes (3)" })).toBeTruthy());
    expect(screen.getByText("Thanks for your feedback.")).toBeTruthy();
  });

  it("tells a customer voting on their own review why nothing was counted", async () => {
    const own = "You can't vote on your own review.";
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: null, errors: [{ message: own, extensions: { code: "REVIEW_NOT_ALLOWED" } }] }));
    render(<ProductReviews summary={summary} first={page([review("1")], false)} />);

    fireEvent.click(screen.getByRole("button", { name: "No (1)" }));

    expect(await screen.findByText(own)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes (2)" })).toBeTruthy();
  });
});
