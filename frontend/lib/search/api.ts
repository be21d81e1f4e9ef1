/**
 * The overlay's calls to the shop, through the browser transport (postGraphQL). Failures are
 * logged and come back as null, so the overlay goes on with what it has (spec §8).
 */
import { type BrowserOperation, type BrowserGraphQLResult, postGraphQL } from "@/lib/graphql/browser";
import type {
  RecordSearchQueryMutation,
  RecordSearchQueryMutationVariables,
  SearchArticleQuery,
  SearchArticleQueryVariables,
  SearchOverlayQuery,
  SearchOverlayQueryVariables,
  SearchRecommendationsQuery,
  SearchRecommendationsQueryVariables,
} from "@/lib/graphql/generated/graphql";

import type { Article, SearchHit, SearchResults, SearchSection } from "./types";

/** The overlay's operations, printed on the server (see BrowserOperation). */
export type SearchOperations = {
  search: BrowserOperation<SearchOverlayQuery, SearchOverlayQueryVariables>;
  article: BrowserOperation<SearchArticleQuery, SearchArticleQueryVariables>;
  recommendations: BrowserOperation<SearchRecommendationsQuery, SearchRecommendationsQueryVariables>;
  recordQuery: BrowserOperation<RecordSearchQueryMutation, RecordSearchQueryMutationVariables>;
};

function problem(result: Exclude<BrowserGraphQLResult<unknown>, { kind: "data" }>): string {
  return result.kind === "refused" ? `${result.message}${result.code ? ` (${result.code})` : ""}` : "no answer";
}

/** One search; null when it failed. */
export async function searchFor(
  operations: SearchOperations,
  query: string,
  section: SearchSection,
): Promise<SearchResults | null> {
  const result = await postGraphQL(operations.search, { query, section });
  if (result.kind === "data") return result.data.search;
  console.error(`Search for "${query}" failed: ${problem(result)}.`);
  return null;
}

/** An FAQ article: the article, "missing" (not found or not live), or null when the call failed. */
export async function loadArticle(operations: SearchOperations, articleId: string): Promise<Article | "missing" | null> {
  const result = await postGraphQL(operations.article, { article_id: articleId });
  if (result.kind === "data") return result.data.article ?? "missing";
  console.error(`Article ${articleId} did not load: ${problem(result)}.`);
  return null;
}

/** A recommendation model's products; empty when it failed. */
export async function recommend(
  operations: SearchOperations,
  variables: SearchRecommendationsQueryVariables,
): Promise<SearchHit[]> {
  const result = await postGraphQL(operations.recommendations, variables);
  if (result.kind === "data") return result.data.recommendations.hits;
  console.error(`Recommendations (${variables.model}) failed: ${problem(result)}.`);
  return [];
}

/** Counts a query whose results were shown (a daily hit; suggestions grow from these). */
export async function recordQuery(operations: SearchOperations, query: string): Promise<void> {
  const result = await postGraphQL(operations.recordQuery, { query });
  if (result.kind !== "data") console.error(`Recording the search "${query}" failed: ${problem(result)}.`);
}
