import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import type { FaqArticleSummaryFragment } from "@/lib/graphql/generated/graphql";

import { FaqArticlePage } from "./FaqArticlePage";
import { FaqIndexPage } from "./FaqIndexPage";
import type { PageOf } from "./types";

withAppLinks();

function article(title: string, path: string, answer = `${title} Yes.`): FaqArticleSummaryFragment {
  return { __typename: "FaqArticlePage", id: path, title, storefront_path: path, short_description: answer };
}

const layout = {
  header_type: "default",
  footer_type: "default",
  robots_noindex: false,
  hide_ribbon: false,
  scroll_restoration: true,
  main_padding: false,
  white_header: false,
  seo_title: "",
  search_description: "",
  meta_description: "",
  canonical_path: "/faq/",
  og_image: null,
  breadcrumbs: [] as { __typename: "Breadcrumb"; title: string; storefront_path: string }[],
} as const;

function helpCentre(categories: PageOf<"FaqIndexPage">["categories"]): PageOf<"FaqIndexPage"> {
  return {
    ...layout,
    __typename: "FaqIndexPage",
    id: "10",
    title: "Frequently Asked Questions",
    url_path: "/women/faq/",
    storefront_path: "/faq/",
    intro: "Everything you want to know.",
    body: [],
    categories,
  } as PageOf<"FaqIndexPage">;
}

function articlePage(overrides: Partial<PageOf<"FaqArticlePage">>): PageOf<"FaqArticlePage"> {
  return {
    ...layout,
    __typename: "FaqArticlePage",
    id: "11",
    title: "Does it block DHT?",
    url_path: "/women/men/faq/does-it-block-dht/",
    storefront_path: "/men/faq/does-it-block-dht/",
    short_description: "Saw palmetto helps keep DHT from shrinking follicles.",
    category_name: "Products and ingredients",
    body: [],
    related_articles: [],
    ...overrides,
  } as PageOf<"FaqArticlePage">;
}

describe("FaqIndexPage", () => {
  it("lists each category's questions under its heading, each linking to its article", () => {
    render(
      <FaqIndexPage
        page={helpCentre([
          { __typename: "FaqCategoryGroup", name: "Results", articles: [article("When will I see results?", "/faq/results/")] },
          {
            __typename: "FaqCategoryGroup",
            name: "Subscriptions",
            articles: [article("Can I pause?", "/faq/pause/", "Yes, at any time."), article("How much do I save?", "/faq/save/")],
          },
        ])}
      />,
    );

    const sections = screen.getAllByRole("region");
    expect(sections.map((section) => within(section).getByRole("heading").textContent)).toEqual(["Results", "Subscriptions"]);
    const subscriptions = within(sections[1]).getAllByRole("link");
    expect(subscriptions.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Can I pause?", "/faq/pause/"],
      ["How much do I save?", "/faq/save/"],
    ]);
    expect(within(sections[1]).getByText("Yes, at any time.")).toBeTruthy();
  });

  it("says answers are coming when no article is published yet", () => {
    render(<FaqIndexPage page={helpCentre([])} />);

    expect(screen.getByText("Answers to your questions are on their way.")).toBeTruthy();
  });
});

describe("FaqArticlePage", () => {
  it("leads back to its own help centre and lists its related articles", () => {
    render(
      <FaqArticlePage
        page={articlePage({ related_articles: [article("When will I see results?", "/men/faq/when-will-i-see-results/")] })}
      />,
    );

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Does it block DHT?");
    expect(screen.getByRole("link", { name: "Help centre" }).getAttribute("href")).toBe("/men/faq/");
    const related = screen.getByRole("complementary", { name: "Related articles" });
    expect(within(related).getByRole("link").getAttribute("href")).toBe("/men/faq/when-will-i-see-results/");
  });

  it("answers with the short description when the article has no body, and has no empty Related", () => {
    render(<FaqArticlePage page={articlePage({})} />);

    expect(screen.getByText("Saw palmetto helps keep DHT from shrinking follicles.")).toBeTruthy();
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
