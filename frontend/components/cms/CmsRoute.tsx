import { notFound } from "next/navigation";

import { fetchPage } from "@/lib/graphql/pages";

import { CmsPageView } from "./CmsPageView";

/** Renders the published CMS page at a path, or the nearest 404 page when there is none. */
export async function CmsRoute({ urlPath }: { urlPath: string }) {
  const page = await fetchPage(urlPath);
  if (!page) notFound();
  return <CmsPageView page={page} />;
}
