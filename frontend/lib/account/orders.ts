import type { CustomerOrderSortInput } from "@/lib/graphql/generated/graphql";

import { cardSummary } from "./cards";
import { formatDate } from "./dates";

/** How many orders a page of the order history lists. */
export const ORDERS_PAGE_SIZE = 20;

export const ORDER_HISTORY_PATH = "/account/orders/";

export type OrderSort = "newest" | "oldest";

const SORTS: Record<OrderSort, CustomerOrderSortInput> = {
  newest: { sort_field: "CREATED_AT", sort_direction: "DESC" },
  oldest: { sort_field: "CREATED_AT", sort_direction: "ASC" },
};

/** The sort a ?sort= value asks for; anything unknown is the default, newest first. */
export function parseOrderSort(value: string | string[] | undefined): OrderSort {
  return value === "oldest" ? "oldest" : "newest";
}

export function orderSortInput(sort: OrderSort): CustomerOrderSortInput {
  return SORTS[sort];
}

/** The page a ?page= value asks for: a whole number from 1; anything else is page 1. Six digits
 * at most, so the number always fits the API's Int. */
export function parseOrderPage(value: string | string[] | undefined): number {
  if (typeof value !== "string" || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The order history's address for a page and sort, leaving out the defaults. */
export function orderHistoryHref(page: number, sort: OrderSort): string {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (sort !== "newest") query.set("sort", sort);
  const search = query.toString();
  return search ? `${ORDER_HISTORY_PATH}?${search}` : ORDER_HISTORY_PATH;
}

export function orderHref(number: string): string {
  return `${ORDER_HISTORY_PATH}${encodeURIComponent(number)}/`;
}

// The API writes order dates as the shop's wall-clock time without a zone ("2026-03-05 14:30:00");
// read as an instant it would shift by the server's own zone, so only its calendar day is used.
const SHOP_WALL_TIME = /^(\d{4}-\d{2}-\d{2})[ T]\d{2}:\d{2}(:\d{2})?$/;

/** "March 5, 2026" for an order date; "Invalid Date" when it cannot be read, as the shop has always shown it. */
export function formatOrderDate(value: string | null | undefined): string {
  const wallTime = value ? SHOP_WALL_TIME.exec(value) : null;
  return formatDate(wallTime ? wallTime[1] : value);
}

/** The entity id inside an order's base64 id ("MTIz" -> 123), for analytics; null when it is not
 * base64 of a positive whole number. */
export function decodeOrderEntityId(id: string): number | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id)) return null;
  let text: string;
  try {
    text = atob(id);
  } catch {
    return null;
  }
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

// The plans' option labels, by billing interval in months.
const INTERVAL_LABELS: Record<number, string> = {
  0: "One-Time Purchase",
  1: "Monthly Subscription",
  3: "3-Month Subscription",
  6: "6-Month Subscription",
};

/** How an order line was bought; an interval without a label of its own reads "N-Month Subscription". */
export function billingIntervalLabel(interval: number): string {
  return INTERVAL_LABELS[interval] ?? `${interval}-Month Subscription`;
}

type PaymentMethod = { name: string; additional_data: { name: string; value: string }[] };

/** "Visa ending in 4242" when the card is known, else the payment method's own name. */
export function paymentSummary(method: PaymentMethod): string {
  const data = new Map(method.additional_data.map((entry) => [entry.name, entry.value]));
  const ccType = data.get("cc_type");
  const ccLast4 = data.get("cc_last4");
  return ccType && ccLast4 ? cardSummary({ cc_type: ccType, cc_last4: ccLast4 }) : method.name;
}

/** "3 items" / "1 item", counting units rather than lines. */
export function itemCountText(items: { quantity_ordered: number }[]): string {
  const count = items.reduce((sum, item) => sum + item.quantity_ordered, 0);
  return `${count} ${count === 1 ? "item" : "items"}`;
}
