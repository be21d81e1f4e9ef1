import { describe, expect, it } from "vitest";

import type { CmsPage } from "@/lib/cms/pages";

import { pageMetadata } from "./metadata";

const page = (fields: Partial<CmsPage>) =>
  ({
    __typename: "ContentPage",
    title: "The Science",
    seo_title: "",
    search_description: "",
    meta_description: "What we know about hair growth.",
    storefront_path: "/science/",
    canonical_path: "/science/",
    og_image: null,
    robots_noindex: false,
    ...fields,
  }) as CmsPage;

describe("pageMetadata", () => {
  it("gives search engines the description the backend resolved, or the shop's when it has none", () => {
    expect(pageMetadata(page({})).description).toBe("What we know about hair growth.");
    expect(pageMetadata(page({ meta_description: "" })).description).toMatch(/hair-growth supplements/i);
  });

  it("asks search engines not to index a page whose layout says so", () => {
    expect(pageMetadata(page({ robots_noindex: true })).robots).toEqual({ index: false });
    expect(pageMetadata(page({})).robots).toBeUndefined();
  });

  it("uses an SEO title as the whole title", () => {
    expect(pageMetadata(page({ seo_title: "Rootwell science" })).title).toEqual({ absolute: "Rootwell science" });
  });

  it("names the page's storefront path as canonical and as the shared address", () => {
    const metadata = pageMetadata(page({}));
    expect(metadata.alternates?.canonical).toBe("/science/");
    expect(metadata.openGraph).toMatchObject({ url: "/science/", title: "The Science", siteName: "Rootwell" });
  });

  it("names a plan page's main product page as canonical and as the shared address", () => {
    const metadata = pageMetadata(
      page({ __typename: "ProductPage", storefront_path: "/women-balance-3-month/", canonical_path: "/women-balance/" } as Partial<CmsPage>),
    );
    expect(metadata.alternates?.canonical).toBe("/women-balance/");
    expect(metadata.openGraph).toMatchObject({ url: "/women-balance/" });
  });

  it("shares the page's image through the storefront's media route as a large card", () => {
    const metadata = pageMetadata(
      page({ og_image: { __typename: "ShareImage", url: "http://localhost:8000/media/images/a.fill-1200x630.jpg", width: 1200, height: 630 } }),
    );
    expect(metadata.openGraph?.images).toEqual([
      { url: "/media/images/a.fill-1200x630.jpg", width: 1200, height: 630, alt: "The Science" },
    ]);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });
});
