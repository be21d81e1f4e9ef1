import type { AddToCartDataFieldsFragment, AddToCartOptionFieldsFragment } from "@/lib/graphql/generated/graphql";

export type AddToCartData = AddToCartDataFieldsFragment;
export type PlanOption = AddToCartOptionFieldsFragment;

/** The plan codes a product link may preset with `?delivery=` (the options' ui_data.code). */
export const DELIVERY_CODES = ["one_time", "monthly", "3_month", "6_month"] as const;

/** The note under the plans. */
export const SUBSCRIPTION_NOTE =
  "Subscriptions have free shipping and can be paused or cancelled at any time.";

export function isSubscription(option: PlanOption): boolean {
  return Number(option.billing_interval) > 0;
}

/**
 * The plan a product page starts on: the one of the page's preselected billing interval (a 3- or
 * 6-month plan page), else the monthly subscription, else the first there is.
 */
export function defaultOption(
  options: readonly PlanOption[],
  preselectedInterval?: number | null,
): PlanOption | undefined {
  return (
    (preselectedInterval != null
      ? options.find((option) => Number(option.billing_interval || 0) === preselectedInterval)
      : undefined) ??
    options.find((option) => option.ui_data.code === "monthly") ??
    options.find(isSubscription) ??
    options[0]
  );
}

/**
 * The plan a product link asks for: `?product=<sku>` names one exactly; otherwise
 * `?delivery=<code>` names a plan by its code. Null when neither names a plan of this page.
 */
export function presetOption(
  options: readonly PlanOption[],
  query: { get(name: string): string | null },
): PlanOption | null {
  const sku = query.get("product")?.trim().toUpperCase();
  const delivery = query.get("delivery")?.trim().toLowerCase();
  return (
    (sku && options.find((option) => option.sku.toUpperCase() === sku)) ||
    (delivery && options.find((option) => option.ui_data.code === delivery)) ||
    null
  );
}
