import { describe, expect, it } from "vitest";

import { core, faqs, searchHit, shampooResults, vegan } from "@/test-data/search";

import { hasMoreArticles, otherHits, resultCounts, visibleArticles, visibleGroups, visibleSuggestions } from "./lists";

describe("what the overlay lists", () => {
  it("shows up to 4 products per category and leaves out empty categories", () => {
    const hits = Array.from({ length: 6 }, (_, index) => searchHit({ objectID: `${index}`, title: `Product ${index}` }));
    const groups = visibleGroups([
      { category: "Hair Growth Supplements", hits },
      { category: "Scalp Care", hits: [] },
    ]);
    expect(groups).toEqual([{ category: "Hair Growth Supplements", hits: hits.slice(0, 4) }]);
  });

  it("suggests up to 5 queries, never the query itself nor the same one twice", () => {
    const suggestions = ["Shampoo", "scalp", "serum", "Scalp ", "biotin", "vegan", "balance", "postpartum"].map((query) => ({ query }));
    expect(visibleSuggestions(suggestions, " shampoo")).toEqual(["scalp", "serum", "biotin", "vegan", "balance"]);
  });

  it("shows 3 FAQs, then all of them after View More", () => {
    expect(visibleArticles(faqs, false)).toEqual(faqs.slice(0, 3));
    expect(hasMoreArticles(faqs, false)).toBe(true);
    expect(visibleArticles(faqs, true)).toEqual(faqs);
    expect(hasMoreArticles(faqs, true)).toBe(false);
    expect(hasMoreArticles(faqs.slice(0, 3), false)).toBe(false);
  });

  it("leaves the product itself out of its recommendations", () => {
    expect(otherHits([core, vegan], core.objectID, 4)).toEqual([vegan]);
    expect(otherHits([core, vegan], "other", 1)).toEqual([core]);
  });

  it("counts what a search found", () => {
    expect(resultCounts(shampooResults)).toEqual({ products: 2, articles: 4, pages: 1, suggestions: 2 });
  });
});
