import type { Metadata } from "next";
import type { ComponentType } from "react";
import { notFound, permanentRedirect, redirect } from "next/navigation";

import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { PageStructuredData } from "@/components/seo/PageStructuredData";
import { pageLayout } from "@/lib/cms/layout";
import { pageMetadata } from "@/lib/cms/metadata";
import { type CmsPage, fetchPage } from "@/lib/cms/pages";
import { urlPathFromSegments } from "@/lib/cms/paths";
import { fetchChrome } from "@/lib/layout/chrome";
import { sectionForPath } from "@/lib/layout/chrome-rules";
import { withoutClosedQuizLinksIn } from "@/lib/layout/quiz-links";

import { PageHeader } from "./pages/PageHeader";
import type { PageOf, PageTypename } from "./pages/types";

export type PageRegistry = { [T in PageTypename]?: ComponentType<{ page: PageOf<T> }> };

/**
 * A CMS page shown with the component its type has in `views`. This file imports no page type: a
 * route given a registry of its own (the quiz's) downloads only those types' code, not the whole
 * registry's (CmsPageView.tsx).
 */
export function CmsPageSwitch({ page, views }: { page: CmsPage; views: PageRegistry }) {
  const View = views[page.__typename] as ComponentType<{ page: CmsPage }> | undefined;
  // A page type without its own view still shows its title rather than nothing.
  return View ? <View page={page} /> : <PageHeader title={page.title} />;
}

/** Renders the published CMS page at a path with `views`, follows an editor's redirect, or shows the 404 page. */
export async function CmsRouteWith({ urlPath, views }: { urlPath: string; views: PageRegistry }) {
  const { page, redirect: moved } = await fetchPage(urlPath);
  if (page) {
    // The shell's own chrome (the request's client fetches it once) says which quizzes exist.
    const { quiz_paths, social_links } = await fetchChrome(sectionForPath(urlPath));
    return (
      <StorefrontShell path={urlPath} layout={pageLayout(page)}>
        <PageStructuredData page={page} sameAs={social_links.map((link) => link.url)} />
        <CmsPageSwitch page={withoutClosedQuizLinksIn(page, quiz_paths)} views={views} />
      </StorefrontShell>
    );
  }
  if (moved?.is_permanent) permanentRedirect(moved.location);
  if (moved) redirect(moved.location);
  notFound();
}

type SectionProps = { params: Promise<{ path?: string[] }> };

/** A catch-all route for CMS pages under a section's path ("men" for /men/..., none for the rest):
 * its metadata and its page, shown with `views`. */
export function cmsSectionRouteWith(section: string | undefined, views: PageRegistry) {
  async function urlPath(params: SectionProps["params"]) {
    const segments = (await params).path ?? [];
    return urlPathFromSegments(section ? [section, ...segments] : segments);
  }
  return {
    async generateMetadata({ params }: SectionProps): Promise<Metadata> {
      return pageMetadata((await fetchPage(await urlPath(params))).page);
    },
    async Page({ params }: SectionProps) {
      return <CmsRouteWith urlPath={await urlPath(params)} views={views} />;
    },
  };
}
