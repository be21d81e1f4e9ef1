// Carts for the tests of the mini cart and the cart page, shaped as the API answers them.
import type { MiniCart } from "@/lib/cart/cart-view";
import { usd } from "@/test-data/money";

type Line = {
  uid: string;
  name: string;
  option: string;
  sku: string;
  quantity: number;
  price: string;
  image?: string | null;
};

export const CORE_MONTHLY: Line = {
  uid: "11",
  name: "Rootwell Core for Women",
  option: "Monthly Subscription",
  sku: "RW-CORE-W-1M-S01",
  quantity: 1,
  price: "79.00",
  image: "/media/catalogue/core-women.jpg",
};

export const CORE_ONCE: Line = {
  uid: "12",
  name: "Rootwell Core for Women",
  option: "One-Time Purchase",
  sku: "RW-CORE-W-N01",
  quantity: 1,
  price: "88.00",
  image: "/media/catalogue/core-women.jpg",
};

type Options = { items?: Line[]; discount?: string; coupon?: string; shipping?: string };

const cents = (value: number) => (value / 100).toFixed(2);
const toCents = (value: string) => Math.round(Number(value) * 100);

/** A cart whose totals add up: subtotal - discount + shipping (free with a subscription line). */
export function sampleCart({ items = [CORE_MONTHLY], discount = "0.00", coupon, shipping }: Options = {}): MiniCart {
  const subtotal = items.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const hasSubscription = items.some((line) => line.sku.endsWith("-S01"));
  const shippingCents = toCents(shipping ?? (hasSubscription || items.length === 0 ? "0.00" : "6.95"));
  return {
    __typename: "Cart",
    id: items.length ? "m4sk3d" : "",
    total_quantity: items.reduce((sum, line) => sum + line.quantity, 0),
    has_subscription: hasSubscription,
    items: items.map((line) => ({
      __typename: "CartItem",
      uid: line.uid,
      quantity: line.quantity,
      purchase_source: "pdp",
      product: {
        __typename: "Plan",
        sku: line.sku,
        name: line.name,
        option_title: line.option,
        image: line.image ?? null,
      },
      prices: {
        __typename: "CartItemPrices",
        price: usd(line.price),
        row_total: usd(cents(toCents(line.price) * line.quantity)),
        total_item_discount: usd("0.00"),
      },
    })),
    applied_coupons: coupon
      ? [{ __typename: "AppliedCoupon", code: coupon, applies: toCents(discount) > 0, description: "", needs: "", sign_in_needed: false }]
      : [],
    prices: {
      __typename: "CartPrices",
      subtotal_including_tax: usd(cents(subtotal)),
      discounts: toCents(discount) ? [{ __typename: "CartDiscount", label: coupon ?? "Discount", amount: usd(discount) }] : [],
      total_discount: usd(discount),
      shipping: usd(cents(shippingCents)),
      grand_total: usd(cents(subtotal - toCents(discount) + shippingCents)),
    },
    shipping: {
      __typename: "CartShipping",
      label: shippingCents ? "Standard Shipping" : "Free Shipping",
      is_free: shippingCents === 0,
      amount: usd(cents(shippingCents)),
    },
  };
}
