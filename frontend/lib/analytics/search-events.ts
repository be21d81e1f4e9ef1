/** The search overlay's analytics events, through the storefront's one tracker. */
import { track } from "./tracker";

export type SearchResultsShown = {
  query: string;
  query_id: string;
  found: boolean;
  counts: { products: number; articles: number; pages: number; suggestions: number };
};

/** Results stayed on screen for the results-shown debounce (500 ms). */
export function trackSearchResultsShown({ query, query_id, found, counts }: SearchResultsShown): void {
  track("Search Results Shown", {
    query,
    queryID: query_id,
    found,
    product_count: counts.products,
    article_count: counts.articles,
    page_count: counts.pages,
    suggestion_count: counts.suggestions,
  });
}

export type SearchResultKind = "product" | "article" | "page" | "suggestion";

/** A result was opened: which (objectID: a product, article id, page path or suggested query),
 * where in its list (position from 1) and in answer to which search (queryID). */
export function trackSearchResultClicked(click: {
  query: string;
  queryID: string | null;
  objectID: string;
  position: number;
  kind: SearchResultKind;
}): void {
  track("Search Result Clicked", {
    query: click.query,
    queryID: click.queryID,
    objectID: click.objectID,
    position: click.position,
    result_type: click.kind,
  });
}
