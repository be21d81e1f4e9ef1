/** The search overlay's numbers and texts (spec §2 "Search overlay", §5, §8, §9). */

/** Search input: at most 50 characters. */
export const SEARCH_MAX_LENGTH = 50;
/** A search is sent once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 180;
/** The results-shown event (and the query's recording) waits this long after results render. */
export const RESULTS_SHOWN_DEBOUNCE_MS = 500;
/** Up to 5 query suggestions, never the current query. */
export const MAX_SUGGESTIONS = 5;
/** Up to 4 products per category. */
export const PRODUCTS_PER_CATEGORY = 4;
/** FAQs shown before View More. */
export const FAQS_BEFORE_VIEW_MORE = 3;
/** Related products in the product detail view. */
export const RELATED_PRODUCTS = 4;

export const SEARCH_PLACEHOLDER = "Search for products and articles";

export function noResultsText(query: string): string {
  return `No results found for "${query}". Try another search or select an option below.`;
}

export const ARTICLE_ERROR_TITLE = "Something went wrong";
export const ARTICLE_ERROR_TEXT = "Sorry, something went wrong. Please try again later.";

