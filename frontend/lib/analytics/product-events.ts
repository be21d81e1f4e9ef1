/**
 * The product events and the fields each carries,
 * built by one pure function so every event reports a plan the same way.
 */
import { type AddToCartData, isSubscription, type PlanOption } from "@/lib/product/plans";

import { track } from "./tracker";

export type ProductEventName =
  | "Product Viewed"
  | "Product Selected"
  | "Product Dropdown Viewed"
  | "Select Product Clicked"
  | "Product Added";

/** pdp on product pages, pp_lp on promotion landing pages. */
export type ProductEventSource = "pdp" | "pp_lp";

export type ProductEventContext = {
  source: ProductEventSource;
  url: string;
  /** The plan was recommended by the visitor's hair quiz (its result page). */
  quizReco?: boolean;
};

const DEFAULT_PURCHASE_TYPE = "Growthplan 1";

function orNull(value: string): string | null {
  return value === "" ? null : value;
}

export function productEventProperties(
  event: ProductEventName,
  data: Pick<AddToCartData, "title" | "coreCategory">,
  option: PlanOption,
  { source, url, quizReco = false }: ProductEventContext,
): Record<string, unknown> {
  const price = Number(option.price);
  const properties: Record<string, unknown> = {
    category: option.product_category,
    name: option.title || data.title,
    // Product Selected reports whole dollars, its price floored.
    price: event === "Product Selected" ? Math.floor(price) : price,
    product_id: option.id,
    sku: option.sku,
    variant: option.option_title,
    core_category: orNull(option.core_category || data.coreCategory),
    product_gender: option.product_gender,
    product_category: option.product_category,
    purchase_type: option.purchase_type || DEFAULT_PURCHASE_TYPE,
    quantity: 1,
    quiz_reco: quizReco,
    source,
    value: price,
    url,
  };
  if (isSubscription(option)) {
    properties.subscription_type = orNull(option.ui_data.code);
    properties.billing_interval = orNull(option.billing_interval);
    properties.shipping_interval = orNull(option.shipping_interval);
  }
  return properties;
}

export function trackProductEvent(
  event: ProductEventName,
  data: Pick<AddToCartData, "title" | "coreCategory">,
  option: PlanOption,
  context: ProductEventContext,
): void {
  track(event, productEventProperties(event, data, option, context));
}
