import type { ComponentType } from "react";

import type { CmsPage } from "@/lib/cms/pages";

import { ArticleIndexPage } from "./pages/ArticleIndexPage";
import { ArticlePage } from "./pages/ArticlePage";
import { ContentPage } from "./pages/ContentPage";
import { FaqArticlePage } from "./pages/FaqArticlePage";
import { FaqIndexPage } from "./pages/FaqIndexPage";
import { HomePage } from "./pages/HomePage";
import { InfluencerLandingPage } from "./pages/InfluencerLandingPage";
import { IntroPage } from "./pages/IntroPage";
import { LegalPage } from "./pages/LegalPage";
import { PageHeader } from "./pages/PageHeader";
import { PartnerPage } from "./pages/PartnerPage";
import { ProductListingPage } from "./pages/ProductListingPage";
import { ProductPage } from "./pages/ProductPage";
import { PromotionPage } from "./pages/PromotionPage";
import type { PageOf, PageTypename } from "./pages/types";

export type PageRegistry = { [T in PageTypename]?: ComponentType<{ page: PageOf<T> }> };

/** The page-type registry: one component per Wagtail page type. Tracking pages are not in it: they
 * have a route of their own (/tracking/), so that no other page downloads their lookup form. */
export const pageRegistry: PageRegistry = {
  HomePage,
  MensHomePage: HomePage,
  ContentPage,
  ProductPage,
  ProductListingPage,
  PromotionPage,
  PartnerPage,
  InfluencerIndexPage: IntroPage,
  InfluencerLandingPage,
  CoreBrandPage: IntroPage,
  LegalPage,
  LegalIndexPage: LegalPage,
  BlogIndexPage: ArticleIndexPage,
  BlogPostPage: ArticlePage,
  StoryIndexPage: ArticleIndexPage,
  StoryPage: ArticlePage,
  FaqIndexPage,
  FaqArticlePage,
};

export function CmsPageView({ page, views = pageRegistry }: { page: CmsPage; views?: PageRegistry }) {
  const View = views[page.__typename] as ComponentType<{ page: CmsPage }> | undefined;
  // A page type without its own view still shows its title rather than nothing.
  return View ? <View page={page} /> : <PageHeader title={page.title} />;
}
