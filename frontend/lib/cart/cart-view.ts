// What the mini cart shows.
import type { MiniCartFieldsFragment } from "@/lib/graphql/generated/graphql";

export type MiniCart = MiniCartFieldsFragment;

export const MINI_CART_ERROR = "There was an error, please wait and try again later.";
export const EMPTY_CART = "You have no items in your shopping cart.";
export const ITEMS_ADDED = "Item(s) added to your cart";
/** Quantities a line may have (the API allows 1 to 10 per line). */
export const MAX_LINE_QUANTITY = 10;

export type MiniCartView =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; cart: MiniCart | null; added: boolean };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isMoney(value: unknown): boolean {
  return isObject(value) && typeof value.value === "string";
}

function isLine(value: unknown): boolean {
  if (!isObject(value) || typeof value.uid !== "string" || typeof value.quantity !== "number") return false;
  const { product, prices } = value;
  return isObject(product) && typeof product.name === "string" && isObject(prices) && isMoney(prices.row_total);
}

/** Whether a cart someone else fetched carries everything the mini cart shows. */
export function isMiniCart(value: unknown): value is MiniCart {
  if (!isObject(value) || !Array.isArray(value.items) || !value.items.every(isLine)) return false;
  if (!Array.isArray(value.applied_coupons)) return false;
  const { prices, shipping } = value;
  return (
    isObject(prices) &&
    ["subtotal_including_tax", "total_discount", "shipping", "grand_total"].every((key) => isMoney(prices[key])) &&
    Array.isArray(prices.discounts) &&
    isObject(shipping) &&
    typeof shipping.is_free === "boolean"
  );
}

/**
 * How to take a cart payload from an event: a cart the mini cart can show as it is; one that lacks
 * some of what it shows (it is fetched again); or no object at all, ignored with a warning.
 */
export function readCartPayload(value: unknown): { kind: "cart"; cart: MiniCart } | { kind: "partial" } | { kind: "ignored" } {
  if (!isObject(value)) {
    console.warn("A cart payload that is not an object was ignored.", value);
    return { kind: "ignored" };
  }
  return isMiniCart(value) ? { kind: "cart", cart: value } : { kind: "partial" };
}

/** A cart with no lines, or no cart at all, shows the empty state. */
export function isEmptyCart(cart: MiniCart | null | undefined): boolean {
  return !cart || cart.items.length === 0;
}

/** Whether a discount is to be shown: any non-zero amount. */
export function hasDiscount(cart: MiniCart): boolean {
  return Number(cart.prices.total_discount.value) !== 0;
}
