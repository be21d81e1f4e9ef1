import { describe, expect, it } from "vitest";

import { breadcrumbListJsonLd, faqPageJsonLd, productJsonLd, serializeJsonLd } from "./jsonld";

const product = {
  name: "Rootwell Core for Women",
  description: "Clinically tested growth.",
  url: "https://rootwell.example/rootwell-core-for-women/",
  image: "https://rootwell.example/media/images/products/core.jpg",
  brand: "Rootwell",
  offers: [
    { sku: "RW-CORE-W-N01", name: "One-Time Purchase", price: "88.00", currency: "USD", available: true },
    { sku: "RW-CORE-W-1M-S01", name: "Monthly Subscription", price: "79", currency: "USD", available: false },
  ],
};

describe("productJsonLd", () => {
  it("offers each plan with its price as a two-decimal string, currency, stock and address", () => {
    const data = productJsonLd(product);

    expect(data).toMatchObject({ "@type": "Product", name: product.name, image: [product.image] });
    expect(data.offers).toEqual([
      {
        "@type": "Offer",
        sku: "RW-CORE-W-N01",
        name: "One-Time Purchase",
        price: "88.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: product.url,
      },
      {
        "@type": "Offer",
        sku: "RW-CORE-W-1M-S01",
        name: "Monthly Subscription",
        price: "79.00",
        priceCurrency: "USD",
        availability: "https://schema.org/OutOfStock",
        url: product.url,
      },
    ]);
  });

  it("rates the product only once it has reviews", () => {
    expect(productJsonLd(product)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(product, { average_rating: null, review_count: 0 })).not.toHaveProperty("aggregateRating");

    expect(productJsonLd(product, { average_rating: 4.6, review_count: 12 }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("leaves the image out for a product without one", () => {
    expect(productJsonLd({ ...product, image: null })).not.toHaveProperty("image");
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so editor text cannot close the script element, and still parses back", () => {
    const data = faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "<p>A & B</p>" }])!;

    const text = serializeJsonLd(data);

    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("faqPageJsonLd", () => {
  it("asks each question with its answer, and says nothing without questions", () => {
    expect(faqPageJsonLd([{ question: "When will I see results?", answer: "In 3 to 6 months." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "When will I see results?",
          acceptedAnswer: { "@type": "Answer", text: "In 3 to 6 months." },
        },
      ],
    });
    expect(faqPageJsonLd([])).toBeNull();
  });
});

describe("breadcrumbListJsonLd", () => {
  it("numbers the trail from the home page, and skips a trail of the home page alone", () => {
    const home = { title: "Home", url: "https://rootwell.example/" };
    const faq = { title: "FAQ", url: "https://rootwell.example/faq/" };

    expect(breadcrumbListJsonLd([home, faq])?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: home.url },
      { "@type": "ListItem", position: 2, name: "FAQ", item: faq.url },
    ]);
    expect(breadcrumbListJsonLd([home])).toBeNull();
  });
});
