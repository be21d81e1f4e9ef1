import { BRAND_NAME } from "@/lib/config";
import { storefrontMediaUrl } from "@/lib/cms/media";
import type { CmsPage } from "@/lib/cms/pages";

import {
  type FaqInput,
  type JsonLd,
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
} from "./jsonld";

type StorefrontCmsPage = Extract<CmsPage, { storefront_path: string }>;
type PageOf<T extends StorefrontCmsPage["__typename"]> = Extract<StorefrontCmsPage, { __typename: T }>;

export type StructuredDataContext = {
  /** The storefront's public origin, without a trailing slash. */
  origin: string;
  /** The brand's social profiles (the footer's links). */
  sameAs?: string[];
};

/** Every JSON-LD object a CMS page carries; none for a page search engines are asked to skip. */
export function pageStructuredData(page: CmsPage, context: StructuredDataContext): JsonLd[] {
  if (!("storefront_path" in page) || page.robots_noindex) return [];
  const absolute = (url: string) => new URL(storefrontMediaUrl(url), `${context.origin}/`).toString();
  const pageUrl = absolute(page.storefront_path);
  const logo = absolute("/assets/icons/icon-512.png");
  const shareImage = page.og_image ? absolute(page.og_image.url) : null;
  const found: (JsonLd | null)[] = [];

  switch (page.__typename) {
    case "HomePage":
      found.push(
        organizationJsonLd({ name: BRAND_NAME, origin: context.origin, logo, sameAs: context.sameAs ?? [] }),
        webSiteJsonLd({ name: BRAND_NAME, url: `${context.origin}/` }),
      );
      break;
    case "MensHomePage":
      // The men's home is a section of the one site: the site itself is the root's WebSite.
      found.push(organizationJsonLd({ name: BRAND_NAME, origin: context.origin, logo, sameAs: context.sameAs ?? [] }));
      break;
    case "ProductPage":
      // One Product per product: a plan page, which names the main page canonical, has none.
      if (page.canonical_path === page.storefront_path) found.push(productOf(page, pageUrl, absolute));
      break;
    case "BlogPostPage":
      found.push(
        blogPostingJsonLd({
          headline: page.title,
          description: page.meta_description,
          url: pageUrl,
          image: shareImage,
          author: page.author,
          datePublished: page.published_on ?? null,
          publisher: { name: BRAND_NAME, logo },
        }),
      );
      break;
    case "FaqArticlePage":
      found.push(faqPageJsonLd([{ question: page.title, answer: page.short_description }]));
      break;
    case "FaqIndexPage":
      found.push(
        faqPageJsonLd(
          page.categories.flatMap((category) =>
            category.articles.map((article) => ({ question: article.title, answer: article.short_description })),
          ),
        ),
      );
      break;
  }
  // FAQ lists in a page's body; an FAQ page of its own already says the same.
  if (page.__typename !== "FaqIndexPage" && page.__typename !== "FaqArticlePage") {
    found.push(faqPageJsonLd(faqsInBody(page)));
  }
  found.push(
    breadcrumbListJsonLd(
      page.breadcrumbs.map((crumb) => ({ title: crumb.title, url: absolute(crumb.storefront_path) })),
    ),
  );
  return found.filter((data): data is JsonLd => data !== null);
}

function productOf(
  page: PageOf<"ProductPage">,
  url: string,
  absolute: (url: string) => string,
): JsonLd {
  const image = page.add_to_cart_data.mainimg ?? page.og_image?.url ?? null;
  return productJsonLd(
    {
      name: page.add_to_cart_data.title || page.title,
      description: page.meta_description,
      url,
      image: image ? absolute(image) : null,
      brand: BRAND_NAME,
      offers: (page.plans ?? []).flatMap((plan) =>
        plan
          ? [
              {
                sku: plan.sku,
                name: plan.option_title,
                price: plan.price.value,
                currency: plan.price.currency,
                available: plan.is_available,
              },
            ]
          : [],
      ),
    },
    page.review_summary,
  );
}

function faqsInBody(page: StorefrontCmsPage): FaqInput[] {
  const body = "body" in page ? page.body : [];
  return (body ?? []).flatMap((block) => (block?.__typename === "FaqListBlock" ? (block.items ?? []) : []));
}
