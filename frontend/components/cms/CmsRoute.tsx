import { pageRegistry } from "./CmsPageView";
import { CmsRouteWith, cmsSectionRouteWith, type PageRegistry } from "./CmsRouteCore";

/** Renders the published CMS page at a path, follows an editor's redirect, or shows the 404 page. */
export async function CmsRoute({ urlPath, views = pageRegistry }: { urlPath: string; views?: PageRegistry }) {
  return <CmsRouteWith urlPath={urlPath} views={views} />;
}

/** A catch-all route for CMS pages under a section's path ("men" for /men/..., none for the rest):
 * its metadata and its page, shown with `views` (the page-type registry by default). */
export function cmsSectionRoute(section?: string, views: PageRegistry = pageRegistry) {
  return cmsSectionRouteWith(section, views);
}
