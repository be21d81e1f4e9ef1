// Server Components only: the page a running experiment's revision variant shows, cached like CMS pages.
import type { CmsPage } from "@/lib/cms/pages";
import { getClient } from "@/lib/graphql/cms-client";
import { ExperimentVariantPageDocument } from "@/lib/graphql/generated/graphql";

/** Null when the experiment is not running or the variant is not one of its revisions. */
export async function fetchVariantPage(experimentId: number, variant: string): Promise<CmsPage | null> {
  if (!Number.isSafeInteger(experimentId) || experimentId < 1) return null;
  const { data } = await getClient().query({
    query: ExperimentVariantPageDocument,
    variables: { experiment_id: experimentId, variant },
  });
  return data?.experiment_variant_page ?? null;
}
