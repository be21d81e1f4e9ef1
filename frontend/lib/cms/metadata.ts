import type { Metadata } from "next";

import { BRAND_NAME, DEFAULT_DESCRIPTION } from "@/lib/config";
import { storefrontMediaUrl } from "@/lib/cms/media";
import type { CmsPage } from "@/lib/cms/pages";

/**
 * A CMS page's title, description, canonical address and social card. Addresses are paths: the
 * root layout's metadataBase (the storefront's public origin) makes them absolute.
 */
export function pageMetadata(page: CmsPage | null): Metadata {
  if (!page) return {};
  // A page type the storefront does not render (a folder in the page tree) has a title alone.
  if (!("storefront_path" in page)) return { title: page.title, description: DEFAULT_DESCRIPTION };
  const shareTitle = page.seo_title || page.title;
  // The backend already fell back to the intro and the site's default; this covers an old page
  // payload without the field.
  const description = page.meta_description || DEFAULT_DESCRIPTION;
  const image = page.og_image
    ? {
        url: storefrontMediaUrl(page.og_image.url),
        width: page.og_image.width,
        height: page.og_image.height,
        alt: shareTitle,
      }
    : undefined;
  // A plan page (a product's page with a plan preselected) names its product's main page.
  const canonical = page.canonical_path || page.storefront_path;
  return {
    // An editor's SEO title is the whole title; a plain page title gets the brand appended.
    title: page.seo_title ? { absolute: page.seo_title } : page.title,
    // Next does not fall back to the layout's description once a page names the key.
    description,
    alternates: { canonical },
    openGraph: {
      title: shareTitle,
      description,
      url: canonical,
      type: page.__typename === "BlogPostPage" ? "article" : "website",
      siteName: BRAND_NAME,
      images: image ? [image] : undefined,
    },
    twitter: {
      card: "summary_large_image",
      title: shareTitle,
      description,
      images: image ? [image] : undefined,
    },
    robots: page.robots_noindex ? { index: false } : undefined,
  };
}
