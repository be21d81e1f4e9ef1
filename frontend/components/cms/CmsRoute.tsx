import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";

import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { pageLayout } from "@/lib/cms/layout";
import { pageMetadata } from "@/lib/cms/metadata";
import { fetchPage } from "@/lib/cms/pages";
import { urlPathFromSegments } from "@/lib/cms/paths";
import { fetchChrome } from "@/lib/layout/chrome";
import { sectionForPath } from "@/lib/layout/chrome-rules";
import { withoutClosedQuizLinksIn } from "@/lib/layout/quiz-links";

import { CmsPageView, type PageRegistry } from "./CmsPageView";

/** Renders the published CMS page at a path, follows an editor's redirect, or shows the 404 page. */
export async function CmsRoute({ urlPath, views }: { urlPath: string; views?: PageRegistry }) {
  const { page, redirect: moved } = await fetchPage(urlPath);
  if (page) {
    // The shell's own chrome (the request's client fetches it once) says which quizzes exist.
    const { quiz_paths } = await fetchChrome(sectionForPath(urlPath));
    return (
      <StorefrontShell path={urlPath} layout={pageLayout(page)}>
        <CmsPageView page={withoutClosedQuizLinksIn(page, quiz_paths)} views={views} />
      </StorefrontShell>
    );
  }
  if (moved?.is_permanent) permanentRedirect(moved.location);
  if (moved) redirect(moved.location);
  notFound();
}

type SectionProps = { params: Promise<{ path?: string[] }> };

/** A catch-all route for CMS pages under a section's path ("men" for /men/..., none for the rest):
 * its metadata and its page, shown with `views` (the page-type registry by default). */
export function cmsSectionRoute(section?: string, views?: PageRegistry) {
  async function urlPath(params: SectionProps["params"]) {
    const segments = (await params).path ?? [];
    return urlPathFromSegments(section ? [section, ...segments] : segments);
  }
  return {
    async generateMetadata({ params }: SectionProps): Promise<Metadata> {
      return pageMetadata((await fetchPage(await urlPath(params))).page);
    },
    async Page({ params }: SectionProps) {
      return <CmsRoute urlPath={await urlPath(params)} views={views} />;
    },
  };
}
