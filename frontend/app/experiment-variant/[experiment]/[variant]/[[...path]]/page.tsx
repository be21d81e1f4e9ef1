import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { pageRegistry } from "@/components/cms/CmsPageView";
import { CmsPageSwitch } from "@/components/cms/CmsRouteCore";
import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { pageLayout } from "@/lib/cms/layout";
import { pageMetadata } from "@/lib/cms/metadata";
import { urlPathFromSegments } from "@/lib/cms/paths";
import { fetchVariantPage } from "@/lib/experiments/pages";
import { fetchChrome } from "@/lib/layout/chrome";
import { sectionForPath } from "@/lib/layout/chrome-rules";
import { withoutClosedQuizLinksIn } from "@/lib/layout/quiz-links";

// A revision variant of a tested page, reached only through the proxy's rewrite (the visitor's
// URL is the tested page's); cached like the CMS route, so each variant is served from cache.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ experiment: string; variant: string; path?: string[] }> };

async function variantOf(params: Props["params"]) {
  const { experiment, variant, path } = await params;
  const page = await fetchVariantPage(Number(experiment), variant);
  return { page, urlPath: urlPathFromSegments(path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, urlPath } = await variantOf(params);
  // Never indexed as a duplicate: the tested URL is the page's one address.
  return { ...pageMetadata(page), robots: { index: false, follow: true }, alternates: { canonical: urlPath } };
}

export default async function ExperimentVariantPage({ params }: Props) {
  const { page, urlPath } = await variantOf(params);
  if (!page) notFound();
  const { quiz_paths } = await fetchChrome(sectionForPath(urlPath));
  return (
    <StorefrontShell path={urlPath} layout={pageLayout(page)}>
      <CmsPageSwitch page={withoutClosedQuizLinksIn(page, quiz_paths)} views={pageRegistry} />
    </StorefrontShell>
  );
}
