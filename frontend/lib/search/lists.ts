/** Which hits each part of the overlay lists, and how many (spec §9). */
import { FAQS_BEFORE_VIEW_MORE, MAX_SUGGESTIONS, PRODUCTS_PER_CATEGORY } from "./constants";
import type { SearchArticle, SearchHit, SearchResults } from "./types";

export type ProductGroup = { category: string; hits: SearchHit[] };

/** Products by category, up to 4 each, in the API's order; categories left empty are left out. */
export function visibleGroups(groups: readonly ProductGroup[]): ProductGroup[] {
  return groups
    .map((group) => ({ category: group.category, hits: group.hits.slice(0, PRODUCTS_PER_CATEGORY) }))
    .filter((group) => group.hits.length > 0);
}

/** Up to 5 suggested queries, without the query itself (in any case) or repeats. */
export function visibleSuggestions(suggestions: readonly { query: string }[], query: string): string[] {
  const seen = new Set([query.trim().toLowerCase()]);
  const result: string[] = [];
  for (const { query: suggestion } of suggestions) {
    const key = suggestion.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(suggestion.trim());
    if (result.length === MAX_SUGGESTIONS) break;
  }
  return result;
}

/** The FAQs shown: the first 3 until View More, then all. */
export function visibleArticles(articles: readonly SearchArticle[], expanded: boolean): SearchArticle[] {
  return expanded ? [...articles] : articles.slice(0, FAQS_BEFORE_VIEW_MORE);
}

/** Whether View More has anything to show. */
export function hasMoreArticles(articles: readonly SearchArticle[], expanded: boolean): boolean {
  return !expanded && articles.length > FAQS_BEFORE_VIEW_MORE;
}

/** A recommendation list without the product it is shown beside, at most `max` long. */
export function otherHits(hits: readonly SearchHit[], objectID: string, max: number): SearchHit[] {
  return hits.filter((hit) => hit.objectID !== objectID).slice(0, max);
}

/** How many of each kind a search found, for analytics. */
export function resultCounts(results: SearchResults) {
  return {
    products: results.product_groups.reduce((sum, group) => sum + group.hits.length, 0),
    articles: results.articles.length,
    pages: results.pages.length,
    suggestions: results.suggestions.length,
  };
}
