import { siteUrl } from "@/lib/config";
import type { CmsPage } from "@/lib/cms/pages";
import { serializeJsonLd } from "@/lib/seo/jsonld";
import { type StructuredDataContext, pageStructuredData } from "@/lib/seo/page-structured-data";

type Props = { page: CmsPage } & Omit<StructuredDataContext, "origin">;

/** The page's structured data for search engines, rendered on the server (no client code). */
export function PageStructuredData({ page, ...context }: Props) {
  const origin = siteUrl().replace(/\/$/, "");
  return pageStructuredData(page, { origin, ...context }).map((data, index) => (
    <script
      key={index}
      type="application/ld+json"
      // serializeJsonLd escapes "<", so no editor text can close the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  ));
}
