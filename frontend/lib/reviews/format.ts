// Pure helpers shared by the server-rendered reviews and the island that pages them.

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2000;

/** "4.3 out of 5 stars", for screen readers and tooltips. */
export function ratingLabel(rating: number): string {
  return `${rating.toFixed(1)} out of 5 stars`;
}

/** "1 review", "12 reviews". */
export function reviewCountLabel(count: number): string {
  return count === 1 ? "1 review" : `${count} reviews`;
}

/** Which share of the reviews give so many stars, as a whole percent for a bar's width. */
export function sharePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** What a customer reads about their review's moderation state. */
export const REVIEW_STATUS_LABELS: Record<string, string> = {
  PENDING: "Waiting for approval",
  APPROVED: "Published",
  REJECTED: "Not published",
};

/** Why a review cannot be sent yet, field by field; empty when it can. Mirrors the server's
 * rules so the customer hears at once; the server checks again. */
export function reviewProblems(input: { title: string; body: string; score: number }): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = input.title.trim();
  const body = input.body.trim();
  const markup = /<[A-Za-z/!?]/;
  if (!title) problems.title = "Give your review a title.";
  else if (title.length > REVIEW_TITLE_MAX) problems.title = `Keep the title to ${REVIEW_TITLE_MAX} characters.`;
  else if (markup.test(title)) problems.title = "Reviews are plain text: please remove anything written between < and >.";
  if (!body) problems.body = "Write a few words about the product.";
  else if (body.length > REVIEW_BODY_MAX) problems.body = `Keep the review to ${REVIEW_BODY_MAX} characters.`;
  else if (markup.test(body)) problems.body = "Reviews are plain text: please remove anything written between < and >.";
  if (!(input.score >= 1 && input.score <= 5)) problems.score = "Choose from 1 to 5 stars.";
  return problems;
}
