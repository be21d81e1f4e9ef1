import { describe, expect, it } from "vitest";

import type { CmsPage } from "@/lib/cms/pages";

import { pageStructuredData } from "./page-structured-data";

const context = { origin: "https://rootwell.example" };

function productPage(fields: Record<string, unknown> = {}): CmsPage {
  return {
    __typename: "ProductPage",
    title: "Rootwell Core for Women",
    storefront_path: "/rootwell-core-for-women/",
    canonical_path: "/rootwell-core-for-women/",
    robots_noindex: false,
    meta_description: "Clinically tested growth.",
    og_image: null,
    breadcrumbs: [
      { __typename: "Breadcrumb", title: "Home", storefront_path: "/" },
      { __typename: "Breadcrumb", title: "Rootwell Core for Women", storefront_path: "/rootwell-core-for-women/" },
    ],
    body: [],
    add_to_cart_data: { title: "Rootwell Core for Women", mainimg: "/media/images/products/core.jpg" },
    plans: [
      { sku: "RW-CORE-W-N01", option_title: "One-Time Purchase", is_available: true, price: { value: "88.00", currency: "USD" } },
    ],
    ...fields,
  } as unknown as CmsPage;
}

describe("pageStructuredData", () => {
  it("rates a product page's Product from its approved reviews, and not at all without any", () => {
    const reviewed = productPage({ review_summary: { average_rating: 4.3, review_count: 8, distribution: [] } });
    const unreviewed = productPage({ review_summary: { average_rating: null, review_count: 0, distribution: [] } });

    expect(pageStructuredData(reviewed, context)[0]).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 8, bestRating: 5 },
    });
    expect(pageStructuredData(unreviewed, context)[0]).not.toHaveProperty("aggregateRating");
  });

  it("describes a product page as a Product with absolute addresses, then its breadcrumbs", () => {
    const [product, breadcrumbs] = pageStructuredData(productPage(), context);

    expect(product).toMatchObject({
      "@type": "Product",
      url: "https://rootwell.example/rootwell-core-for-women/",
      image: ["https://rootwell.example/media/images/products/core.jpg"],
      offers: [{ price: "88.00", priceCurrency: "USD", availability: "https://schema.org/InStock" }],
    });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("leaves the Product to the main page: a plan page naming it canonical carries none", () => {
    const planPage = productPage({
      storefront_path: "/rootwell-core-for-women-3-month/",
      canonical_path: "/rootwell-core-for-women/",
    });

    expect(pageStructuredData(planPage, context).map((data) => data["@type"])).toEqual(["BreadcrumbList"]);
  });

  it("names the site root as the WebSite on the home page, and only the Organization on the men's home", () => {
    const home = (typename: string, path: string) =>
      ({
        __typename: typename,
        title: "Rootwell Men: hair growth for men",
        storefront_path: path,
        canonical_path: path,
        robots_noindex: false,
        meta_description: "",
        og_image: null,
        breadcrumbs: [{ __typename: "Breadcrumb", title: "Men", storefront_path: path }],
        body: [],
      }) as unknown as CmsPage;

    const womens = pageStructuredData(home("HomePage", "/"), context);
    const mens = pageStructuredData(home("MensHomePage", "/men/"), context);

    expect(womens.map((data) => data["@type"])).toEqual(["Organization", "WebSite"]);
    expect(womens[1]).toMatchObject({ url: "https://rootwell.example/" });
    expect(mens.map((data) => data["@type"])).toEqual(["Organization"]);
  });

  it("gives search engines nothing on a page they are asked not to index", () => {
    expect(pageStructuredData(productPage({ robots_noindex: true }), context)).toEqual([]);
  });

  it("finds the FAQ lists in a page's body", () => {
    const body = [{ __typename: "FaqListBlock", items: [{ question: "Is it vegan?", answer: "<p>Yes.</p>" }] }];

    const types = pageStructuredData(productPage({ body }), context).map((data) => data["@type"]);

    expect(types).toEqual(["Product", "FAQPage", "BreadcrumbList"]);
  });
});
