import { getClient } from "./client";
import { PageByPathDocument, type PageByPathQuery } from "./generated/graphql";

export type CmsPage = NonNullable<PageByPathQuery["page"]>;

/**
 * The published page at this path, or null when there is none.
 * A failing backend throws, which the storefront shows as its 500 page.
 */
export async function fetchPage(urlPath: string): Promise<CmsPage | null> {
  const { data } = await getClient().query({
    query: PageByPathDocument,
    variables: { url_path: urlPath },
  });
  return data?.page ?? null;
}
