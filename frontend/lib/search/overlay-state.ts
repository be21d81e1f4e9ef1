/**
 * The search overlay's state: what is typed, the results that answer it, and which view shows.
 * Views: default (nothing typed), suggested results, no results, product detail and article
 * detail; Back leaves a detail for the results, with the query as it was.
 */
import type { SearchHit, SearchResults } from "./types";

export type DetailView =
  | { kind: "product"; hit: SearchHit }
  | { kind: "article"; articleId: string; title: string };

export type OverlayState = {
  /** What the input holds. */
  input: string;
  /** The latest answer to a typed query (kept while the next one is on its way). */
  results: SearchResults | null;
  /** The answer to the empty query: the default view, and the options under "no results". */
  popular: SearchResults | null;
  /** The query whose answer is awaited, or null. */
  pending: string | null;
  /** Whether the popular products are on their way. */
  loadingPopular: boolean;
  /** Whether the FAQs show past the first three. */
  faqsExpanded: boolean;
  detail: DetailView | null;
};

export type OverlayAction =
  | { type: "typed"; input: string }
  | { type: "searching"; query: string }
  | { type: "answered"; query: string; results: SearchResults | null }
  | { type: "loadingPopular" }
  | { type: "popular"; results: SearchResults | null }
  | { type: "viewMore" }
  | { type: "openProduct"; hit: SearchHit }
  | { type: "openArticle"; articleId: string; title: string }
  | { type: "back" };

export const initialOverlayState: OverlayState = {
  input: "",
  results: null,
  popular: null,
  pending: null,
  loadingPopular: false,
  faqsExpanded: false,
  detail: null,
};

/** The query the input asks for: what is typed, trimmed. */
export function queryOf(input: string): string {
  return input.trim();
}

/** The spinner shows from the first key: the search is on its way once typing pauses. Typing back
 * to the query already answered (or to nothing) sends no search, so nothing is pending. */
function pendingAfterTyping(state: OverlayState, query: string, changed: boolean): string | null {
  if (query === "" || query === state.results?.query) return null;
  return changed ? query : state.pending;
}

export function overlayReducer(state: OverlayState, action: OverlayAction): OverlayState {
  switch (action.type) {
    case "typed": {
      const changed = queryOf(action.input) !== queryOf(state.input);
      return {
        ...state,
        input: action.input,
        // A new query's FAQs start folded; typing leaves a detail for the results.
        faqsExpanded: changed ? false : state.faqsExpanded,
        detail: null,
        pending: pendingAfterTyping(state, queryOf(action.input), changed),
      };
    }
    case "searching":
      return { ...state, pending: action.query };
    case "answered": {
      // An answer to a query no longer typed is stale: ignored.
      if (action.query !== queryOf(state.input)) return state;
      const pending = state.pending === action.query ? null : state.pending;
      // A failed search keeps what was shown (the error is logged by the caller).
      return { ...state, pending, results: action.results ?? state.results };
    }
    case "loadingPopular":
      return { ...state, loadingPopular: true };
    case "popular":
      return { ...state, loadingPopular: false, popular: action.results ?? state.popular };
    case "viewMore":
      return { ...state, faqsExpanded: true };
    case "openProduct":
      return { ...state, detail: { kind: "product", hit: action.hit } };
    case "openArticle":
      return { ...state, detail: { kind: "article", articleId: action.articleId, title: action.title } };
    case "back":
      return { ...state, detail: null };
  }
}

export type Screen =
  | { kind: "default"; popular: SearchResults | null }
  | { kind: "suggested"; results: SearchResults }
  | { kind: "noResults"; query: string; popular: SearchResults | null }
  | DetailView;

/**
 * What the overlay shows. With a query typed, the latest results that answer a typed query stay
 * on screen while a newer one is searched; before any has answered, the default view shows.
 */
export function screenOf(state: OverlayState): Screen {
  if (state.detail) return state.detail;
  const query = queryOf(state.input);
  if (query === "" || !state.results) return { kind: "default", popular: state.popular };
  if (!state.results.found) return { kind: "noResults", query: state.results.query, popular: state.popular };
  return { kind: "suggested", results: state.results };
}

/** Whether the input shows its spinner: a search is on its way. */
export function isSearching(state: OverlayState): boolean {
  return state.pending !== null || state.loadingPopular;
}
