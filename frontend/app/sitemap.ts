import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/config";
import { fetchSitemapEntries } from "@/lib/cms/pages";

// Rendered on request (never at build time, when no backend is up); the data fetch itself is cached.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await fetchSitemapEntries();
  return entries.map((entry) => ({
    url: new URL(entry.url_path, siteUrl()).toString(),
    lastModified: entry.last_modified ?? undefined,
  }));
}
