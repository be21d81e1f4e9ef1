/**
 * Structured data (schema.org JSON-LD) for search engines. Pure builders: callers pass what the
 * page shows, absolute URLs included, and render the result with serializeJsonLd.
 */

export type JsonLd = { "@context"?: string; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org";

/**
 * JSON for inside a <script> element. "<" (and ">", "&") are escaped as \u003c and so on, so
 * editor text such as "</script>" cannot end the element early; U+2028/2029 are escaped so the
 * text stays valid JavaScript for older parsers.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function organizationJsonLd(site: { name: string; origin: string; logo: string; sameAs: string[] }): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: site.name,
    url: `${site.origin}/`,
    logo: site.logo,
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  };
}

/** The site itself. No SearchAction: the storefront's search is an overlay with no results URL. */
export function webSiteJsonLd(site: { name: string; url: string }): JsonLd {
  return { "@context": CONTEXT, "@type": "WebSite", name: site.name, url: site.url };
}

export type OfferInput = { sku: string; name: string; price: string; currency: string; available: boolean };
/** A product's review figures, as the product page's review summary gives them. */
export type RatingInput = { average_rating: number | null; review_count: number };

export type ProductInput = {
  name: string;
  description: string;
  url: string;
  image: string | null;
  brand: string;
  offers: OfferInput[];
};

/** A product with an Offer per plan; aggregateRating only once there is a review to average. */
export function productJsonLd(product: ProductInput, rating?: RatingInput | null): JsonLd {
  const data: JsonLd = {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: product.url,
    brand: { "@type": "Brand", name: product.brand },
    ...(product.image ? { image: [product.image] } : {}),
    offers: product.offers.map((offer) => ({
      "@type": "Offer",
      sku: offer.sku,
      name: offer.name,
      price: twoDecimals(offer.price),
      priceCurrency: offer.currency,
      availability: offer.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: product.url,
    })),
  };
  if (rating && rating.review_count > 0 && rating.average_rating !== null) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: rating.average_rating,
      reviewCount: rating.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** A decimal string with exactly two decimals ("79" -> "79.00"), without going through a float. */
function twoDecimals(price: string): string {
  const [whole, fraction = ""] = price.trim().split(".");
  return `${whole}.${(fraction + "00").slice(0, 2)}`;
}

export type FaqInput = { question: string; answer: string };

export function faqPageJsonLd(items: FaqInput[]): JsonLd | null {
  const answered = items.filter((item) => item.question.trim() && item.answer.trim());
  if (!answered.length) return null;
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: answered.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function breadcrumbListJsonLd(crumbs: { title: string; url: string }[]): JsonLd | null {
  // A trail of one (the home page alone) says nothing.
  if (crumbs.length < 2) return null;
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: crumb.url,
    })),
  };
}

export type PostInput = {
  headline: string;
  description: string;
  url: string;
  image: string | null;
  author: string;
  datePublished: string | null;
  publisher: { name: string; logo: string };
};

export function blogPostingJsonLd(post: PostInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    ...(post.image ? { image: [post.image] } : {}),
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    publisher: {
      "@type": "Organization",
      name: post.publisher.name,
      logo: { "@type": "ImageObject", url: post.publisher.logo },
    },
  };
}
