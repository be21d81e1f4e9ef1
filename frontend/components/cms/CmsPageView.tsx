import type { ComponentType } from "react";

import type { CmsPage } from "@/lib/graphql/pages";

import { ContentPage } from "./pages/ContentPage";
import { HomePage } from "./pages/HomePage";
import { PageHeader } from "./pages/PageHeader";
import { ProductPage } from "./pages/ProductPage";
import type { PageOf, PageTypename } from "./pages/types";

/** The page-type registry: one component per Wagtail page type. */
const pageRegistry: { [T in PageTypename]?: ComponentType<{ page: PageOf<T> }> } = {
  HomePage,
  MensHomePage: HomePage,
  ContentPage,
  ProductPage,
};

export function CmsPageView({ page }: { page: CmsPage }) {
  const View = pageRegistry[page.__typename] as ComponentType<{ page: CmsPage }> | undefined;
  // A page type without its own view still shows its title rather than nothing.
  return View ? <View page={page} /> : <PageHeader title={page.title} />;
}
