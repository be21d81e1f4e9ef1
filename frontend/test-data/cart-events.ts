// A cart as the API answers it, for tests; only what a test states differs from an empty cart.
import type { Cart } from "@/lib/cart/events";
import { usd } from "@/test-data/money";

type Line = { sku: string; name?: string; price: string; billingInterval?: number; quantity?: number };

export function cartWith(lines: Line[], id = "g7Xq2mVfP0kZr9TbW4sLnA8yHc3JdE1u"): Cart {
  const items = lines.map((line, index) => {
    const quantity = line.quantity ?? 1;
    const interval = line.billingInterval ?? 0;
    const rowTotal = (Number(line.price) * quantity).toFixed(2);
    return {
      __typename: "CartItem" as const,
      uid: String(index + 1),
      quantity,
      purchase_source: "pdp",
      product: {
        __typename: "Plan" as const,
        id: String(100 + index),
        sku: line.sku,
        name: line.name ?? "Rootwell Core for Women",
        label1: "Core",
        option_title: interval ? "Monthly Subscription" : "One-Time Purchase",
        image: null,
        url_key: "/rootwell-core-for-women/",
        billing_interval: interval,
        shipping_interval: interval,
        subscription_intervals: [1, 3, 6],
        purchase_type: interval ? "Growthplan 1" : "Single Purchase",
        product_gender: "Women",
        product_category: "Hair Growth Supplements",
        core_category: "Core",
        bundle_keys: [],
        is_subscription: interval > 0,
        is_available: true,
        is_core: true,
        is_booster: false,
        is_scalp: false,
        savings: 0,
        price: usd(line.price),
        old_price: null,
        special_price: null,
        bundled_price: null,
        price_range: {
          __typename: "PriceRange" as const,
          minimum_price: { __typename: "ProductPrice" as const, regular_price: usd(line.price) },
        },
      },
      prices: {
        __typename: "CartItemPrices" as const,
        price: usd(line.price),
        row_total: usd(rowTotal),
        total_item_discount: usd("0.00"),
      },
    };
  });
  const subtotal = items.reduce((total, item) => total + Number(item.prices.row_total.value), 0);
  const subscribed = items.some((item) => item.product.is_subscription);
  const shipping = !items.length || subscribed ? "0.00" : "6.95";
  return {
    __typename: "Cart",
    id: items.length ? id : "",
    total_quantity: items.reduce((total, item) => total + item.quantity, 0),
    has_subscription: subscribed,
    applied_coupons: [],
    items,
    prices: {
      __typename: "CartPrices",
      subtotal_including_tax: usd(subtotal.toFixed(2)),
      discounts: [],
      total_discount: usd("0.00"),
      shipping: usd(shipping),
      taxes: usd("0.00"),
      grand_total: usd((subtotal + Number(shipping)).toFixed(2)),
    },
    shipping: {
      __typename: "CartShipping",
      label: subscribed ? "Free Shipping" : "Standard Shipping",
      is_free: shipping === "0.00",
      amount: usd(shipping),
    },
  };
}
