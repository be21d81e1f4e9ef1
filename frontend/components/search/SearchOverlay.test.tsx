import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { BrowserGraphQLResult } from "@/lib/graphql/browser";
import type { TrackedEvent } from "@/lib/analytics/tracker";
import { SEARCH_PLACEHOLDER } from "@/lib/search/constants";
import type { SearchResults } from "@/lib/search/types";
import {
  core,
  noResults,
  popularResults,
  shampoo,
  shampooResults,
  vegan,
  whenResultsArticle,
} from "@/test-data/search";
import { SearchIcon } from "@/components/layout/icons";

import { SearchButton } from "./SearchButton";

// The browser transport, mocked at the module boundary: each operation answers by its name.
type Call = { query: string; variables: Record<string, unknown> };
const calls: Call[] = [];
const answers = vi.hoisted(() => ({ handler: (() => Promise.resolve({ kind: "failed" })) as (call: { query: string; variables: Record<string, unknown> }) => Promise<unknown> }));
vi.mock("@/lib/graphql/browser", () => ({
  postGraphQL: (operation: { operationName: string }, variables: Record<string, unknown>) => {
    const call = { query: operation.operationName, variables };
    calls.push(call);
    return answers.handler(call);
  },
}));

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const operations = {
  search: { operationName: "search", id: "search-id" },
  article: { operationName: "article", id: "article-id" },
  recommendations: { operationName: "recommendations", id: "recommendations-id" },
  recordQuery: { operationName: "recordQuery", id: "recordQuery-id" },
};

const data = <T,>(value: T): Promise<BrowserGraphQLResult<T>> => Promise.resolve({ kind: "data", data: value });

/** The shop as the overlay sees it: searches by query, the article, recommendations by model. */
function shop(overrides: Partial<Record<string, (call: Call) => Promise<unknown>>> = {}) {
  answers.handler = (call: Call) => {
    const override = overrides[call.query];
    if (override) return override(call);
    switch (call.query) {
      case "search": {
        const query = String(call.variables.query);
        const results: SearchResults = query === "" ? popularResults : query === "shampoo" ? shampooResults : noResults(query);
        return data({ search: results });
      }
      case "article":
        return data({ article: whenResultsArticle });
      case "recommendations": {
        const hits = call.variables.model === "recommended-for-you" ? [vegan] : [core];
        return data({ recommendations: { model: call.variables.model, hits } });
      }
      case "recordQuery":
        return data({ recordSearchQuery: { recorded: true } });
    }
    return Promise.resolve({ kind: "failed" });
  };
}

const searches = () => calls.filter((call) => call.query === "search").map((call) => call.variables.query);
const events = (name: string) => (window.rootwellAnalytics ?? []).filter((event: TrackedEvent) => event.event === name);

async function openOverlay(quizLive = true) {
  render(<SearchButton operations={operations} section="women" quizLive={quizLive} icon={<SearchIcon />} />);
  const button = screen.getByRole("button", { name: "Search" });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole("dialog", { name: "Search" }, { timeout: 5000 });
  return { button, dialog, input: within(dialog).getByRole("searchbox", { name: "Search" }) as HTMLInputElement };
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

// The overlay's code is imported on the first click: compiled once here, however busy the machine,
// rather than inside the first test's time.
beforeAll(async () => {
  await import("./SearchOverlay");
}, 60_000);

beforeEach(() => {
  vi.stubEnv("__NEXT_MANUAL_TRAILING_SLASH", "true");
  calls.length = 0;
  window.rootwellAnalytics = [];
  localStorage.clear();
  document.body.removeAttribute("style");
  delete document.documentElement.dataset.chatHidden;
  shop();
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("the search overlay", () => {
  it("opens from the header's search button as a modal dialog, with focus in the input", async () => {
    const { dialog, input } = await openOverlay();

    expect(dialog.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.placeholder).toBe(SEARCH_PLACEHOLDER);
    expect(input.maxLength).toBe(50);
    expect(document.documentElement.dataset.chatHidden).toBe("true");
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("shows popular products by category, FAQs and the quiz in the default view", async () => {
    const { dialog } = await openOverlay();

    const popular = await within(dialog).findByRole("region", { name: "Popular Products" });
    const group = within(popular).getByRole("group", { name: "Hair Growth Supplements" });
    expect(within(group).getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Rootwell Core for WomenWomen 18-44",
      "Rootwell Women's VeganWomen 18-44",
    ]);
    expect(within(dialog).getByRole("button", { name: "When will I see results?" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Take the Quiz" }).getAttribute("href")).toBe("/quiz/");
    expect(searches()).toEqual([""]);
  });

  it("offers no quiz while the quiz page is not live", async () => {
    const { dialog } = await openOverlay(false);

    await within(dialog).findByRole("region", { name: "Popular Products" });
    expect(within(dialog).queryByRole("link", { name: "Take the Quiz" })).toBeNull();
  });

  it("shows suggestions, FAQs (3, then View More), products by category and resources for a query", async () => {
    const { dialog, input } = await openOverlay();
    type(input, "shampoo");

    const products = await within(dialog).findByRole("region", { name: "Products" });
    expect(within(products).getByRole("group", { name: "Scalp Care" })).toBeTruthy();
    expect(within(products).getByRole("button", { name: /Scalp Cleanser Shampoo/ })).toBeTruthy();
    // The query itself is not suggested.
    const suggestions = within(dialog).getByRole("region", { name: "Suggestions" });
    expect(within(suggestions).getAllByRole("button").map((button) => button.textContent)).toEqual(["scalp shampoo"]);
    const faqs = within(dialog).getByRole("region", { name: "FAQs" });
    expect(within(faqs).getAllByRole("button")).toHaveLength(4); // 3 and View More
    fireEvent.click(within(faqs).getByRole("button", { name: "View More" }));
    expect(within(faqs).getAllByRole("button").map((button) => button.textContent)).toContain("Is it vegan?");
    expect(within(faqs).queryByRole("button", { name: "View More" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: /Scalp care/ }).getAttribute("href")).toBe("/scalp/");
  });

  it("searches once typing pauses, showing a spinner meanwhile", async () => {
    const { dialog, input } = await openOverlay();
    await within(dialog).findByRole("region", { name: "Popular Products" });
    type(input, "s");
    type(input, "sh");
    type(input, "shampoo");
    expect(within(dialog).getByRole("status", { name: "Searching" })).toBeTruthy();

    await within(dialog).findByRole("region", { name: "Products" });
    expect(searches()).toEqual(["", "shampoo"]);
    expect(within(dialog).queryByRole("status", { name: "Searching" })).toBeNull();
  });

  it("ignores the answer to a query no longer typed", async () => {
    let answerSham!: () => void;
    shop({
      search: (call) => {
        if (call.variables.query === "sham") return new Promise((resolve) => (answerSham = () => resolve({ kind: "data", data: { search: noResults("sham") } })));
        return data({ search: call.variables.query === "" ? popularResults : shampooResults });
      },
    });
    const { dialog, input } = await openOverlay();
    type(input, "sham");
    await waitFor(() => expect(searches()).toContain("sham"));
    type(input, "shampoo");
    await within(dialog).findByRole("region", { name: "Products" });

    await act(async () => answerSham());
    expect(within(dialog).queryByText(/No results found/)).toBeNull();
    expect(within(dialog).getByRole("region", { name: "Products" })).toBeTruthy();
  });

  it("says when nothing was found, and offers popular products and FAQs instead", async () => {
    const { dialog, input } = await openOverlay();
    type(input, "zzzz");

    expect(await within(dialog).findByText('No results found for "zzzz". Try another search or select an option below.')).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "Popular Products" })).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "FAQs" })).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "Resources" })).toBeTruthy();
  });

  it("reports the results shown after 500 ms and records the typed query then", async () => {
    const { dialog, input } = await openOverlay();
    type(input, "shampoo");
    await within(dialog).findByRole("region", { name: "Products" });
    expect(calls.some((call) => call.query === "recordQuery")).toBe(false);

    await waitFor(() => expect(events("Search Results Shown").map((event) => event.properties.query)).toContain("shampoo"));
    const shown = events("Search Results Shown").find((event) => event.properties.query === "shampoo")!;
    expect(shown.properties).toMatchObject({ found: true, queryID: "q-shampoo", product_count: 2, article_count: 4, page_count: 1 });
    expect(calls.filter((call) => call.query === "recordQuery").map((call) => call.variables)).toEqual([{ query: "shampoo" }]);
  });

  it("opens an FAQ with its comparison table and related articles; Back returns to the results", async () => {
    const { dialog, input } = await openOverlay();
    type(input, "shampoo");
    await within(dialog).findByRole("region", { name: "Products" });
    fireEvent.click(within(dialog).getByRole("button", { name: "When will I see results?" }));

    expect(await within(dialog).findByText("Most see thicker hair in 3 to 6 months.")).toBeTruthy();
    expect(calls.find((call) => call.query === "article")?.variables).toEqual({ article_id: "101" });
    const table = within(dialog).getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Women",
      "Women's Vegan",
      "Women's Balance",
      "Postpartum",
    ]);
    expect(within(dialog).getByRole("button", { name: "Can I take it while pregnant?" })).toBeTruthy();
    expect(events("Search Result Clicked")[0].properties).toMatchObject({ objectID: "101", position: 1, queryID: "q-shampoo" });

    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(input.value).toBe("shampoo");
    expect(within(dialog).getByRole("region", { name: "Products" })).toBeTruthy();
  });

  it("says something went wrong when an article does not load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    shop({ article: () => Promise.resolve({ kind: "failed" }) });
    const { dialog } = await openOverlay();
    fireEvent.click(await within(dialog).findByRole("button", { name: "When will I see results?" }));

    expect(await within(dialog).findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(within(dialog).getByText("Sorry, something went wrong. Please try again later.")).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it("opens a product's detail with its recommendations and the disclaimer", async () => {
    localStorage.setItem("quizResultsInfo", JSON.stringify(["RW-CORE-W"]));
    const { dialog, input } = await openOverlay();
    type(input, "shampoo");
    fireEvent.click(await within(dialog).findByRole("button", { name: /Scalp Cleanser Shampoo/ }));

    expect(within(dialog).getByRole("heading", { name: "Scalp Cleanser Shampoo" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: /View product/ }).getAttribute("href")).toBe(shampoo.urlPath);
    const recommended = await within(dialog).findByRole("region", { name: "Recommended product" });
    expect(within(recommended).getByRole("button", { name: /Women's Vegan/ })).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "You might also be interested in" })).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "Related" })).toBeTruthy();
    expect(within(dialog).getByText(/not been evaluated by the Food and Drug Administration/)).toBeTruthy();
    expect(calls.filter((call) => call.query === "recommendations").map((call) => call.variables)).toEqual([
      { model: "recommended-for-you", max_results: 2, fallback_parameters: { gender: "Women" }, quiz_skus: ["RW-CORE-W"] },
      { model: "bought-together", object_id: "11", fallback_parameters: { category: "Scalp Care", gender: "Women" } },
      { model: "related-products", object_id: "11", max_results: 4 },
    ]);
  });

  it("logs failed recommendations and shows the product all the same", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    shop({ recommendations: () => Promise.resolve({ kind: "refused", message: "Unknown model." }) });
    const { dialog, input } = await openOverlay();
    type(input, "shampoo");
    fireEvent.click(await within(dialog).findByRole("button", { name: /Scalp Cleanser Shampoo/ }));

    await waitFor(() => expect(error).toHaveBeenCalledTimes(3));
    expect(within(dialog).getByRole("heading", { name: "Scalp Cleanser Shampoo" })).toBeTruthy();
    expect(within(dialog).queryByRole("region", { name: "Related" })).toBeNull();
    expect(within(dialog).getByText(/Food and Drug Administration/)).toBeTruthy();
  });

  it("logs a failed search and goes on with what it has", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    shop({ search: (call) => (call.variables.query === "" ? data({ search: popularResults }) : Promise.resolve({ kind: "failed" })) });
    const { dialog, input } = await openOverlay();
    type(input, "shampoo");

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(within(dialog).getByRole("region", { name: "Popular Products" })).toBeTruthy();
  });

  it("moves through the results with the arrow keys, opens one with Enter's click, and closes on Escape", async () => {
    const { button, dialog, input } = await openOverlay();
    type(input, "shampoo");
    const suggestion = await within(dialog).findByRole("button", { name: "scalp shampoo" });

    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(document.activeElement).toBe(suggestion);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "When will I see results?" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(input);

    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.documentElement.dataset.chatHidden).toBeUndefined();
    expect(document.body.style.overflow).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("keeps Tab inside the dialog", async () => {
    const { dialog, input } = await openOverlay();
    const close = within(dialog).getByRole("button", { name: "Close search" });
    await within(dialog).findByRole("region", { name: "Popular Products" });
    const focusables = dialog.querySelectorAll<HTMLElement>("a[href], button, input");
    const last = focusables[focusables.length - 1];

    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    expect(close).toBeTruthy();
  });
});
