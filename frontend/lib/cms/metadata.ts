import type { Metadata } from "next";

import { DEFAULT_DESCRIPTION } from "@/lib/config";
import type { CmsPage } from "@/lib/cms/pages";

export function pageMetadata(page: CmsPage | null): Metadata {
  if (!page) return {};
  return {
    // An editor's SEO title is the whole title; a plain page title gets the brand appended.
    title: page.seo_title ? { absolute: page.seo_title } : page.title,
    // Next does not fall back to the layout's description once a page names the key.
    description: page.search_description || DEFAULT_DESCRIPTION,
    robots: "robots_noindex" in page && page.robots_noindex ? { index: false } : undefined,
  };
}
