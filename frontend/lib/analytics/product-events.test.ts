import { afterEach, describe, expect, it } from "vitest";

import { coreData, coreOptions } from "@/test-data/product";

import { productEventProperties, trackProductEvent } from "./product-events";

const [oneTime, monthly, threeMonth] = coreOptions;
const context = { source: "pdp" as const, url: "http://localhost:3000/rootwell-core-for-women/" };

afterEach(() => {
  delete window.rootwellAnalytics;
});

describe("productEventProperties", () => {
  it("reports a subscription with every product field and its intervals", () => {
    expect(productEventProperties("Product Added", coreData, threeMonth, context)).toEqual({
      category: "Hair Growth Supplements",
      name: "Rootwell Core for Women",
      price: 224,
      product_id: "13",
      sku: "RW-CORE-W-3M-S01",
      variant: "3-Month Subscription",
      core_category: "Core",
      product_gender: "Women",
      product_category: "Hair Growth Supplements",
      purchase_type: "Growthplan 1",
      quantity: 1,
      quiz_reco: false,
      source: "pdp",
      value: 224,
      url: "http://localhost:3000/rootwell-core-for-women/",
      subscription_type: "3_month",
      billing_interval: "3",
      shipping_interval: "3",
    });
  });

  it("reports the one-time purchase without subscription fields", () => {
    const properties = productEventProperties("Product Viewed", coreData, oneTime, { ...context, source: "pp_lp" });

    expect(properties).toMatchObject({ sku: "RW-CORE-W-N01", price: 88, purchase_type: "Single Purchase", source: "pp_lp" });
    expect(properties).not.toHaveProperty("subscription_type");
    expect(properties).not.toHaveProperty("billing_interval");
    expect(properties).not.toHaveProperty("shipping_interval");
  });

  it("says quiz_reco when the plan is the hair quiz's recommendation", () => {
    expect(productEventProperties("Product Added", coreData, monthly, { ...context, quizReco: true })).toMatchObject({
      quiz_reco: true,
      sku: monthly.sku,
      source: "pdp",
    });
  });

  it("floors the price of Product Selected only", () => {
    const cents = { ...monthly, price: "79.99" };

    expect(productEventProperties("Product Selected", coreData, cents, context)).toMatchObject({ price: 79, value: 79.99 });
    expect(productEventProperties("Product Added", coreData, cents, context)).toMatchObject({ price: 79.99, value: 79.99 });
  });

  it("turns empty core category, intervals and subscription type into null", () => {
    const bare = {
      ...monthly,
      core_category: "",
      billing_interval: "1",
      shipping_interval: "",
      ui_data: { ...monthly.ui_data, code: "" },
    };

    expect(productEventProperties("Product Viewed", { ...coreData, coreCategory: "" }, bare, context)).toMatchObject({
      core_category: null,
      subscription_type: null,
      billing_interval: "1",
      shipping_interval: null,
    });
  });

  it("defaults the purchase type to Growthplan 1 and the name to the product's title", () => {
    const untyped = { ...monthly, purchase_type: "", title: "" };

    expect(productEventProperties("Product Viewed", coreData, untyped, context)).toMatchObject({
      purchase_type: "Growthplan 1",
      name: "Rootwell Core for Women",
      quantity: 1,
      quiz_reco: false,
    });
  });
});

describe("trackProductEvent", () => {
  it("sends the event through the global tracker", () => {
    trackProductEvent("Select Product Clicked", coreData, monthly, context);

    expect(window.rootwellAnalytics).toEqual([
      expect.objectContaining({
        event: "Select Product Clicked",
        properties: productEventProperties("Select Product Clicked", coreData, monthly, context),
      }),
    ]);
  });
});
