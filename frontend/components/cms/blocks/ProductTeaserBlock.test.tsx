import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ProductTeaserBlock } from "./ProductTeaserBlock";
import type { BlockOf } from "./types";

afterEach(cleanup);

type Plan = BlockOf<"ProductTeaserBlock">["plans"][number];

function plan(option_title: string, value: string, billing_interval: number): Plan {
  return {
    __typename: "Plan",
    sku: `RW-CORE-W-${option_title}`,
    name: "Rootwell Core for Women",
    option_title,
    billing_interval,
    purchase_type: billing_interval ? "Growthplan 1" : "Single Purchase",
    product_gender: "Women",
    is_subscription: billing_interval > 0,
    is_available: true,
    price: { __typename: "Money", value, currency: "USD" },
  };
}

function teaser(plans: Plan[], rating: { average_rating: number | null; review_count: number } = { average_rating: null, review_count: 0 }): BlockOf<"ProductTeaserBlock"> {
  return {
    __typename: "ProductTeaserBlock",
    id: "teaser-1",
    block_type: "ProductTeaserBlock",
    heading: "Rootwell Core for Women",
    text: "One formula for all five root causes.",
    link: "/rootwell-core-for-women/",
    image: {
      __typename: "ImageObjectType",
      id: "5",
      src_set: "http://localhost:8000/media/images/core.width-320.webp 320w",
      rendition: {
        __typename: "ImageRenditionObjectType",
        url: "http://localhost:8000/media/images/core.width-640.webp",
        width: 640,
        height: 640,
      },
    },
    image_alt: "A bottle of Rootwell Core for Women",
    ...rating,
    plans,
  };
}

describe("ProductTeaserBlock", () => {
  it("lists each plan with its live price as dollars", () => {
    render(
      <ProductTeaserBlock
        block={teaser([
          plan("One-Time Purchase", "88.00", 0),
          plan("Monthly Subscription", "79.00", 1),
          plan("3-Month Subscription", "224.50", 3),
        ])}
      />,
    );

    const plans = within(screen.getByRole("list", { name: "Plans" })).getAllByRole("listitem");
    expect(plans.map((item) => item.textContent)).toEqual([
      "One-Time Purchase$88",
      "Monthly Subscription$79",
      "3-Month Subscription$224.50",
    ]);
    const shop = screen.getByRole("link", { name: "Shop Rootwell Core for Women" });
    // Next's Link adds the trailing slash only in the built app (trailingSlash in next.config).
    expect(shop.getAttribute("href")).toMatch(/^\/rootwell-core-for-women\/?$/);
  });

  it("shows its image from the storefront's own /media/ path, sized and lazy", () => {
    render(<ProductTeaserBlock block={teaser([plan("One-Time Purchase", "88.00", 0)])} />);

    const image = screen.getByRole("img", { name: "A bottle of Rootwell Core for Women" });
    expect(image.getAttribute("src")).toBe("/media/images/core.width-640.webp");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["640", "640"]);
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("shows the product's stars and review count, and none before its first review", () => {
    render(<ProductTeaserBlock block={teaser([plan("One-Time Purchase", "88.00", 0)], { average_rating: 4.3, review_count: 12 })} />);

    expect(screen.getByRole("img", { name: "4.3 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText("4.3 (12 reviews)")).toBeTruthy();
    cleanup();
    render(<ProductTeaserBlock block={teaser([plan("One-Time Purchase", "88.00", 0)])} />);
    expect(screen.queryByText(/out of 5 stars|reviews?\)/)).toBeNull();
  });

  it("shows nothing for a product that is not on sale", () => {
    const { container } = render(<ProductTeaserBlock block={teaser([])} />);

    expect(container.innerHTML).toBe("");
  });
});
