import { describe, expect, it } from "vitest";

import { noResults, popularResults, shampoo, shampooResults } from "@/test-data/search";

import { initialOverlayState, isSearching, type OverlayAction, overlayReducer, screenOf } from "./overlay-state";

const run = (...actions: OverlayAction[]) => actions.reduce(overlayReducer, initialOverlayState);

describe("the search overlay's views", () => {
  it("shows the default view, with the popular products, while nothing is typed", () => {
    const state = run({ type: "popular", results: popularResults });
    expect(screenOf(state)).toEqual({ kind: "default", popular: popularResults });
  });

  it("shows suggested results once the typed query is answered", () => {
    const state = run({ type: "typed", input: "shampoo" }, { type: "searching", query: "shampoo" });
    expect(screenOf(state).kind).toBe("default");
    expect(isSearching(state)).toBe(true);

    const answered = overlayReducer(state, { type: "answered", query: "shampoo", results: shampooResults });
    expect(screenOf(answered)).toEqual({ kind: "suggested", results: shampooResults });
    expect(isSearching(answered)).toBe(false);
  });

  it("stops the spinner when typing returns to the query already answered, which is not searched again", () => {
    const state = run(
      { type: "typed", input: "shampoo" },
      { type: "searching", query: "shampoo" },
      { type: "answered", query: "shampoo", results: shampooResults },
      { type: "typed", input: "shampoos" },
    );
    expect(isSearching(state)).toBe(true);

    const back = overlayReducer(state, { type: "typed", input: "shampoo" });
    expect(isSearching(back)).toBe(false);
    expect(screenOf(back)).toEqual({ kind: "suggested", results: shampooResults });
  });

  it("shows no results, naming the query searched, when nothing was found", () => {
    const state = run(
      { type: "popular", results: popularResults },
      { type: "typed", input: " zzzz " },
      { type: "searching", query: "zzzz" },
      { type: "answered", query: "zzzz", results: noResults("zzzz") },
    );
    expect(screenOf(state)).toEqual({ kind: "noResults", query: "zzzz", popular: popularResults });
  });

  it("ignores an answer to a query that is no longer typed", () => {
    const state = run(
      { type: "typed", input: "sham" },
      { type: "searching", query: "sham" },
      { type: "typed", input: "shampoo" },
      { type: "searching", query: "shampoo" },
      { type: "answered", query: "shampoo", results: shampooResults },
      { type: "answered", query: "sham", results: noResults("sham") },
    );
    expect(screenOf(state)).toEqual({ kind: "suggested", results: shampooResults });
  });

  it("keeps the last results on screen while the next query is searched, and when its search fails", () => {
    const shown = run(
      { type: "typed", input: "shampoo" },
      { type: "answered", query: "shampoo", results: shampooResults },
      { type: "typed", input: "shampoos" },
      { type: "searching", query: "shampoos" },
    );
    expect(screenOf(shown)).toEqual({ kind: "suggested", results: shampooResults });
    expect(isSearching(shown)).toBe(true);

    const failed = overlayReducer(shown, { type: "answered", query: "shampoos", results: null });
    expect(screenOf(failed)).toEqual({ kind: "suggested", results: shampooResults });
    expect(isSearching(failed)).toBe(false);
  });

  it("goes back to the default view when the input is cleared", () => {
    const state = run(
      { type: "typed", input: "shampoo" },
      { type: "answered", query: "shampoo", results: shampooResults },
      { type: "typed", input: "" },
    );
    expect(screenOf(state).kind).toBe("default");
  });

  it("opens a product's or an article's detail, and Back returns to the results with the query intact", () => {
    const results = run({ type: "typed", input: "shampoo" }, { type: "answered", query: "shampoo", results: shampooResults });

    const product = overlayReducer(results, { type: "openProduct", hit: shampoo });
    expect(screenOf(product)).toEqual({ kind: "product", hit: shampoo });

    const article = overlayReducer(product, { type: "openArticle", articleId: "101", title: "When will I see results?" });
    expect(screenOf(article)).toEqual({ kind: "article", articleId: "101", title: "When will I see results?" });

    const back = overlayReducer(article, { type: "back" });
    expect(back.input).toBe("shampoo");
    expect(screenOf(back)).toEqual({ kind: "suggested", results: shampooResults });
  });

  it("folds the FAQs again for a new query, but not for the same query retyped", () => {
    const expanded = run(
      { type: "typed", input: "shampoo" },
      { type: "answered", query: "shampoo", results: shampooResults },
      { type: "viewMore" },
    );
    expect(overlayReducer(expanded, { type: "typed", input: "shampoo " }).faqsExpanded).toBe(true);
    expect(overlayReducer(expanded, { type: "typed", input: "shampo" }).faqsExpanded).toBe(false);
  });

  it("spins while the popular products load, and keeps them when a reload fails", () => {
    const loading = run({ type: "loadingPopular" });
    expect(isSearching(loading)).toBe(true);
    const loaded = overlayReducer(loading, { type: "popular", results: popularResults });
    expect(isSearching(loaded)).toBe(false);
    expect(overlayReducer(loaded, { type: "popular", results: null }).popular).toBe(popularResults);
  });
});
