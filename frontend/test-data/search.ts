// Search overlay answers as the API gives them (the demo catalogue and FAQs), for tests.
import type { Article, SearchArticle, SearchHit, SearchResults } from "@/lib/search/types";

export function searchHit(overrides: Partial<SearchHit> & Pick<SearchHit, "objectID" | "title">): SearchHit {
  return {
    __typename: "SearchHit",
    queryID: "q-1",
    sku: `RW-${overrides.objectID}`,
    subTitle: "Women 18-44",
    searchImage: { __typename: "SearchImage", url: `/media/products/${overrides.objectID}.jpg` },
    urlPath: `/products/${overrides.objectID}/`,
    shortDescription: `${overrides.title}, in short.`,
    category: "Hair Growth Supplements",
    ...overrides,
  };
}

export function searchArticle(id: string, title: string): SearchArticle {
  return {
    __typename: "SearchArticle",
    id,
    objectID: id,
    title,
    short_description: `${title} in short.`,
    category: "Results",
    url_path: `/faq/${id}/`,
  };
}

export const shampoo = searchHit({ objectID: "11", title: "Scalp Cleanser Shampoo", category: "Scalp Care", subTitle: "Scalp Care" });
export const conditioner = searchHit({ objectID: "12", title: "Scalp Conditioner", category: "Scalp Care", subTitle: "Scalp Care" });
export const core = searchHit({ objectID: "1", title: "Rootwell Core for Women" });
export const vegan = searchHit({ objectID: "2", title: "Rootwell Women's Vegan" });

export const whenResults = searchArticle("101", "When will I see results?");
export const faqs = [
  whenResults,
  searchArticle("102", "Can I take it while pregnant?"),
  searchArticle("103", "How do I pause my subscription?"),
  searchArticle("104", "Is it vegan?"),
];

export function searchResults(overrides: Partial<SearchResults> = {}): SearchResults {
  const groups = overrides.product_groups ?? [];
  return {
    __typename: "SearchResults",
    query: "",
    query_id: "q-1",
    found: true,
    visitor_state: "default",
    product_groups: groups,
    articles: [],
    pages: [],
    suggestions: [],
    ...overrides,
  };
}

export const popularResults = searchResults({
  query: "",
  query_id: "q-popular",
  product_groups: [{ __typename: "SearchProductGroup", category: "Hair Growth Supplements", hits: [core, vegan] }],
  articles: faqs.slice(0, 3),
  pages: [{ __typename: "SearchPage", title: "Results", url_path: "/results/", description: "Real results." }],
});

export const shampooResults = searchResults({
  query: "shampoo",
  query_id: "q-shampoo",
  product_groups: [{ __typename: "SearchProductGroup", category: "Scalp Care", hits: [shampoo, conditioner] }],
  articles: faqs,
  pages: [{ __typename: "SearchPage", title: "Scalp care", url_path: "/scalp/", description: "Care for the scalp." }],
  suggestions: [{ __typename: "QuerySuggestion", query: "shampoo" }, { __typename: "QuerySuggestion", query: "scalp shampoo" }],
});

export const noResults = (query: string) => searchResults({ query, query_id: `q-${query}`, found: false });

export const whenResultsArticle: Article = {
  __typename: "Article",
  id: "101",
  objectID: "101",
  title: "When will I see results?",
  body: "<p>Most see thicker hair in 3 to 6 months.</p>",
  comparison: {
    __typename: "FormulaComparison",
    heading: "Compare the formulas",
    rows: [
      {
        __typename: "ComparisonRow",
        label: "Who it is for",
        women: "Women 18-44",
        womens_vegan: "Plant-based",
        womens_balance: "Women 45+",
        postpartum: "First year after birth",
      },
    ],
  },
  related: [faqs[1]],
};
