"use client";

import { type RefObject, useCallback, useEffect, useId, useReducer, useRef } from "react";

import { focusableElements } from "@/lib/ui/focusable";
import { FOCUS_RESTORE_DELAY_MS, returnFocus } from "@/lib/ui/focus-return";
import { trackSearchResultClicked, trackSearchResultsShown } from "@/lib/analytics/search-events";
import { type SearchOperations, recordQuery, searchFor } from "@/lib/search/api";
import { RESULTS_SHOWN_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER } from "@/lib/search/constants";
import { nextOptionIndex, optionsIn } from "@/lib/search/keyboard";
import { resultCounts } from "@/lib/search/lists";
import { initialOverlayState, isSearching, overlayReducer, queryOf, screenOf } from "@/lib/search/overlay-state";
import { coverPage } from "@/lib/search/page-effects";
import type { SearchArticle, SearchHit, SearchResults, SearchSection } from "@/lib/search/types";
import { useDebouncedValue } from "@/lib/search/use-debounced-value";

import { BackIcon, CloseIcon } from "../layout/icons";
import { ArticleDetail } from "./ArticleDetail";
import { ProductDetail } from "./ProductDetail";
import { ResultsView } from "./ResultsView";
import styles from "./SearchOverlay.module.css";

type Props = {
  operations: SearchOperations;
  section: SearchSection;
  quizLive: boolean;
  /** The search button: focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
};

/** What the overlay's lists do when a result is opened; `position` counts from 1 in its list. */
export type ResultActions = {
  openProduct: (hit: SearchHit, position: number) => void;
  openArticle: (article: SearchArticle, position: number) => void;
  followPage: (path: string, position: number) => void;
  searchSuggestion: (query: string, position: number) => void;
  close: () => void;
};

/**
 * The search overlay: a modal dialog, full screen on a phone and a large panel on desktop. The
 * input searches as typing pauses; the views are those of lib/search/overlay-state. While open,
 * the chat entry hides, playing videos pause and the page does not scroll; focus starts in the
 * input, stays inside, and goes back to the search button on close. Arrow keys move through the
 * results; Escape closes.
 */
export function SearchOverlay({ operations, section, quizLive, opener, onClose }: Props) {
  const [state, dispatch] = useReducer(overlayReducer, initialOverlayState);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const screen = screenOf(state);

  // The page behind: chat hidden, videos paused, no scrolling; focus in and back out.
  useEffect(() => {
    const uncover = coverPage();
    const button = opener.current;
    inputRef.current?.focus();
    return () => {
      uncover();
      setTimeout(() => returnFocus(button), FOCUS_RESTORE_DELAY_MS);
    };
  }, [opener]);

  // The default view's popular products (also the options under "no results").
  useEffect(() => {
    let current = true;
    dispatch({ type: "loadingPopular" });
    void searchFor(operations, "", section).then((results) => {
      if (current) dispatch({ type: "popular", results });
    });
    return () => {
      current = false;
    };
  }, [operations, section]);

  // The typed query, searched once typing pauses; answers to older queries are ignored.
  const searched = useDebouncedValue(queryOf(state.input), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (searched === "") return;
    let current = true;
    dispatch({ type: "searching", query: searched });
    void searchFor(operations, searched, section).then((results) => {
      if (current) dispatch({ type: "answered", query: searched, results });
    });
    return () => {
      current = false;
    };
  }, [operations, section, searched]);

  // Results that stay on screen for 500 ms are reported, and a typed query is recorded.
  const shownResults: SearchResults | null =
    screen.kind === "suggested" ? screen.results : screen.kind === "noResults" ? state.results : screen.kind === "default" ? screen.popular : null;
  const settledResults = useDebouncedValue(shownResults, RESULTS_SHOWN_DEBOUNCE_MS);
  // Each answer once: coming back to it from a detail reports nothing new.
  const reported = useRef<SearchResults | null>(null);
  useEffect(() => {
    if (!settledResults || settledResults === reported.current) return;
    reported.current = settledResults;
    trackSearchResultsShown({
      query: settledResults.query,
      query_id: settledResults.query_id,
      found: settledResults.found,
      counts: resultCounts(settledResults),
    });
    if (settledResults.query !== "") void recordQuery(operations, settledResults.query);
  }, [settledResults, operations]);

  // A new view starts at its top, with focus on Back in a detail and in the input otherwise.
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    bodyRef.current?.scrollTo?.({ top: 0 });
    (state.detail ? backRef.current : inputRef.current)?.focus();
  }, [state.detail]);

  const close = onClose;
  const queryID = shownResults?.query_id ?? null;
  const query = queryOf(state.input);

  const actions: ResultActions = {
    openProduct: (hit, position) => {
      trackSearchResultClicked({ query, queryID: hit.queryID ?? queryID, objectID: hit.objectID, position, kind: "product" });
      dispatch({ type: "openProduct", hit });
    },
    openArticle: (article, position) => {
      trackSearchResultClicked({ query, queryID, objectID: article.objectID, position, kind: "article" });
      dispatch({ type: "openArticle", articleId: article.id, title: article.title });
    },
    followPage: (path, position) => {
      trackSearchResultClicked({ query, queryID, objectID: path, position, kind: "page" });
      close();
    },
    searchSuggestion: (suggestion, position) => {
      trackSearchResultClicked({ query, queryID, objectID: suggestion, position, kind: "suggestion" });
      dispatch({ type: "typed", input: suggestion });
      inputRef.current?.focus();
    },
    close,
  };

  const back = useCallback(() => dispatch({ type: "back" }), []);

  // Escape closes; Tab stays inside; arrow keys move between the input and the results.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key === "Tab") {
        const focusables = focusableElements(dialog);
        if (!focusables.length) return;
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        const active = document.activeElement;
        const outside = !dialog.contains(active);
        if (event.shiftKey && (active === first || active === dialog || outside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || outside)) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      const results = bodyRef.current;
      if (!results) return;
      const { options, current } = optionsIn(results, document.activeElement);
      // Arrows move from the input or a result; elsewhere (a scrolling table) they keep their use.
      if (current === -1 && document.activeElement !== inputRef.current) return;
      event.preventDefault();
      const next = nextOptionIndex(current, options.length, event.key);
      (next === -1 ? inputRef.current : options[next])?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  const inDetail = screen.kind === "product" || screen.kind === "article";
  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
        <h2 id={titleId} className="visually-hidden">
          Search
        </h2>
        <div className={styles.bar}>
          {inDetail && (
            <button ref={backRef} type="button" className={styles.iconButton} aria-label="Back" onClick={back}>
              <BackIcon />
            </button>
          )}
          <form role="search" className={styles.field} onSubmit={(event) => event.preventDefault()}>
            <input
              ref={inputRef}
              type="search"
              className={styles.input}
              aria-label="Search"
              placeholder={SEARCH_PLACEHOLDER}
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              value={state.input}
              onChange={(event) => dispatch({ type: "typed", input: event.target.value.slice(0, SEARCH_MAX_LENGTH) })}
            />
            {isSearching(state) && <span className={styles.spinner} role="status" aria-label="Searching" />}
            {state.input !== "" && (
              <button
                type="button"
                className={styles.clear}
                aria-label="Clear search"
                onClick={() => {
                  dispatch({ type: "typed", input: "" });
                  inputRef.current?.focus();
                }}
              >
                Clear
              </button>
            )}
          </form>
          <button type="button" className={styles.iconButton} aria-label="Close search" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {screen.kind === "product" ? (
            <ProductDetail operations={operations} hit={screen.hit} section={section} actions={actions} />
          ) : screen.kind === "article" ? (
            <ArticleDetail
              operations={operations}
              articleId={screen.articleId}
              title={screen.title}
              onOpenArticle={(article, position) => actions.openArticle(article, position)}
            />
          ) : (
            <ResultsView screen={screen} faqsExpanded={state.faqsExpanded} quizLive={quizLive} section={section} actions={actions} onViewMore={() => dispatch({ type: "viewMore" })} />
          )}
        </div>
      </div>
    </div>
  );
}
