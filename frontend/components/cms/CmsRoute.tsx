import { notFound, permanentRedirect, redirect } from "next/navigation";

import { StorefrontShell } from "@/components/layout/StorefrontShell";
import { pageLayout } from "@/lib/cms/layout";
import { fetchPage } from "@/lib/cms/pages";

import { CmsPageView, type PageRegistry } from "./CmsPageView";

/** Renders the published CMS page at a path, follows an editor's redirect, or shows the 404 page. */
export async function CmsRoute({ urlPath, views }: { urlPath: string; views?: PageRegistry }) {
  const { page, redirect: moved } = await fetchPage(urlPath);
  if (page) {
    return (
      <StorefrontShell path={urlPath} layout={pageLayout(page)}>
        <CmsPageView page={page} views={views} />
      </StorefrontShell>
    );
  }
  if (moved?.is_permanent) permanentRedirect(moved.location);
  if (moved) redirect(moved.location);
  notFound();
}
