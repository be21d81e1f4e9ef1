// What the account may change on a subscription, as the API allows it now (Subscription.changes).
import type { AccountSubscriptionQuery, SubscriptionProductInput } from "@/lib/graphql/generated/graphql";

import { subscriptionHref } from "./subscriptions";

export type SubscriptionDetail = NonNullable<AccountSubscriptionQuery["subscription"]>;

/** The change pages under /account/subscriptions/{id}/, each with the operation it needs. */
export const CHANGE_PAGES = {
  "change-frequency": { operation: "change_frequency", title: "Change Frequency" },
  "change-shipment-date": { operation: "change_next_run", title: "Change Shipment Date" },
  "edit-address": { operation: "change_address", title: "Edit Delivery Address" },
  "edit-products": { operation: "change_products", title: "Edit Products" },
} as const;

export type ChangePage = keyof typeof CHANGE_PAGES;

export function isChangePage(value: string): value is ChangePage {
  return Object.hasOwn(CHANGE_PAGES, value);
}

export const changeHref = (entityId: number, page: ChangePage) => `${subscriptionHref(entityId)}${page}/`;

/** Whether the subscription's status allows the operation now. */
export function allows(subscription: Pick<SubscriptionDetail, "changes">, operation: string): boolean {
  return subscription.changes.actions.includes(operation);
}

/** What the subscription ships now, as the estimate and the change take it. */
export function shippedProducts(subscription: Pick<SubscriptionDetail, "quote">): SubscriptionProductInput[] {
  return subscription.quote.items.map((item) => ({ sku: item.sku, qty: item.qty }));
}

/** The billing intervals a subscription may move to, in months, as the shop names them. */
export const FREQUENCIES = [
  { months: 1, label: "Every 30 days" },
  { months: 3, label: "Every 90 days" },
  { months: 6, label: "Every 180 days" },
] as const;

/** Why customers cancel, offered on the cancel step; the chosen text is what staff read. */
export const CANCEL_REASONS = [
  "I have more than I need",
  "It's too expensive",
  "I haven't seen results yet",
  "I'm taking a break",
  "Something else",
] as const;
