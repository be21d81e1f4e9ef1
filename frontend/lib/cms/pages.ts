import { getClient } from "@/lib/graphql/cms-client";
import {
  type CmsPageFieldsFragment,
  PageByPathDocument,
  type PageByPathQuery,
  PageByPreviewTokenDocument,
  SitemapEntriesDocument,
  type SitemapEntriesQuery,
} from "@/lib/graphql/generated/graphql";

export type CmsPage = CmsPageFieldsFragment;
export type CmsRedirect = NonNullable<PageByPathQuery["redirect"]>;

/**
 * The published page at this path, or the redirect editors set for it (both null: a 404).
 * A failing backend throws, which the storefront shows as its 500 page.
 */
export async function fetchPage(urlPath: string): Promise<{ page: CmsPage | null; redirect: CmsRedirect | null }> {
  const { data } = await getClient().query({ query: PageByPathDocument, variables: { url_path: urlPath } });
  return { page: data?.page ?? null, redirect: data?.redirect ?? null };
}

/** The draft behind an editor's preview token; never cached. Null when the token is bad or expired. */
export async function fetchPreviewPage(token: string): Promise<CmsPage | null> {
  const { data } = await getClient().query({
    query: PageByPreviewTokenDocument,
    variables: { token },
    fetchPolicy: "no-cache",
    context: { fetchOptions: { cache: "no-store" } },
  });
  return data?.page ?? null;
}

export async function fetchSitemapEntries(): Promise<SitemapEntriesQuery["sitemap_entries"]> {
  const { data } = await getClient().query({ query: SitemapEntriesDocument });
  return data?.sitemap_entries ?? [];
}
