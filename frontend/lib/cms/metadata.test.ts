import { describe, expect, it } from "vitest";

import type { CmsPage } from "@/lib/cms/pages";

import { pageMetadata } from "./metadata";

const page = (fields: Partial<CmsPage>) =>
  ({ __typename: "ContentPage", title: "The Science", seo_title: "", search_description: "", robots_noindex: false, ...fields }) as CmsPage;

describe("pageMetadata", () => {
  it("gives search engines the editor's description, or the shop's when there is none", () => {
    expect(pageMetadata(page({ search_description: "How it works" })).description).toBe("How it works");
    expect(pageMetadata(page({})).description).toMatch(/hair-growth supplements/i);
  });

  it("asks search engines not to index a page whose layout says so", () => {
    expect(pageMetadata(page({ robots_noindex: true })).robots).toEqual({ index: false });
    expect(pageMetadata(page({})).robots).toBeUndefined();
  });

  it("uses an SEO title as the whole title", () => {
    expect(pageMetadata(page({ seo_title: "Rootwell science" })).title).toEqual({ absolute: "Rootwell science" });
  });
});
