// Rootwell Core for Women's add-to-cart data as the API gives it, for tests.
import type { AddToCartData, PlanOption } from "@/lib/product/plans";

type Plan = { sku: string; id: string; option_title: string; price: string; old_price: string | null };

function option(
  plan: Plan,
  interval: "" | "1" | "3" | "6",
  savings: number,
  newPrice: string,
  ui: [title: string, code: string],
): PlanOption {
  return {
    __typename: "AddToCartOption",
    ...plan,
    title: "Rootwell Core for Women",
    new_price: newPrice,
    savings,
    shipping_price: interval ? "0.00" : "6.95",
    ui_data: { __typename: "OptionUiData", title: ui[0], code: ui[1] },
    product_gender: "Women",
    product_gender_new: "women",
    billing_interval: interval,
    shipping_interval: interval,
    product_category: "Hair Growth Supplements",
    purchase_type: interval ? "Growthplan 1" : "Single Purchase",
    core_category: "Core",
  };
}

export const coreOptions: PlanOption[] = [
  option(
    { sku: "RW-CORE-W-N01", id: "11", option_title: "One-Time Purchase", price: "88.00", old_price: null },
    "",
    0,
    "88.00",
    ["Ships once", "one_time"],
  ),
  option(
    { sku: "RW-CORE-W-1M-S01", id: "12", option_title: "Monthly Subscription", price: "79.00", old_price: "88.00" },
    "1",
    10,
    "79.00",
    ["Ships every 30 days", "monthly"],
  ),
  option(
    { sku: "RW-CORE-W-3M-S01", id: "13", option_title: "3-Month Subscription", price: "224.00", old_price: "264.00" },
    "3",
    15,
    "74.67",
    ["Ships every 90 days", "3_month"],
  ),
  option(
    { sku: "RW-CORE-W-6M-S01", id: "14", option_title: "6-Month Subscription", price: "422.00", old_price: "528.00" },
    "6",
    20,
    "70.33",
    ["Ships every 180 days", "6_month"],
  ),
];

export const coreData: AddToCartData = {
  __typename: "AddToCartData",
  title: "Rootwell Core for Women",
  mainimg: "/media/images/core-women.jpg",
  coreCategory: "Core",
  purchase_source: "pdp",
  options: coreOptions,
};
