import type { CmsPage } from "@/lib/cms/pages";

import { CmsPageSwitch, type PageRegistry } from "./CmsRouteCore";
import { ArticleIndexPage } from "./pages/ArticleIndexPage";
import { ArticlePage } from "./pages/ArticlePage";
import { ContentPage } from "./pages/ContentPage";
import { FaqArticlePage } from "./pages/FaqArticlePage";
import { FaqIndexPage } from "./pages/FaqIndexPage";
import { HomePage } from "./pages/HomePage";
import { InfluencerLandingPage } from "./pages/InfluencerLandingPage";
import { IntroPage } from "./pages/IntroPage";
import { LegalPage } from "./pages/LegalPage";
import { PartnerPage } from "./pages/PartnerPage";
import { ProductListingPage } from "./pages/ProductListingPage";
import { ProductPage } from "./pages/ProductPage";
import { PromotionPage } from "./pages/PromotionPage";

export type { PageRegistry };

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
  return <CmsPageSwitch page={page} views={views} />;
}
