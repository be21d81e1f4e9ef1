import type { CmsPage } from "@/lib/cms/pages";
import type { PageLayoutFragment } from "@/lib/graphql/generated/graphql";

/** A page's layout fields; every storefront page type has them, Wagtail's bare Page does not. */
export function pageLayout(page: CmsPage): PageLayoutFragment | undefined {
  return "header_type" in page ? page : undefined;
}
