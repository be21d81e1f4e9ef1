"use client";

import { formatDate } from "@/lib/account/dates";
import type { BrowserOperation } from "@/lib/graphql/browser";
import type {
  SubscriptionChange,
  SubscriptionNextChargeAfterQuery,
  SubscriptionNextChargeAfterQueryVariables,
} from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import { useLatestAnswer } from "./use-latest-answer";

export type NextChargeOperation = BrowserOperation<SubscriptionNextChargeAfterQuery, SubscriptionNextChargeAfterQueryVariables>;
export type NextCharge = { date?: string | null; grand_total: { value: string; currency: string } };

type Change = { change: SubscriptionChange; pause_until?: string; frequency_count?: number };

/**
 * The subscription's next charge once `change` is made (nothing asked while it is null), as the
 * shop works it out: the date and price the customer is shown before confirming it.
 */
export function useNextChargeAfter(operation: NextChargeOperation, entityId: number, change: Change | null) {
  const { data, error, pending } = useLatestAnswer(operation, change ? { entity_id: entityId, ...change } : null);
  return { charge: data?.subscription?.next_charge_after ?? null, error, pending };
}

/** "January 12, 2027 at $224.00". */
export function chargeWords(charge: NextCharge): string {
  return `${formatDate(charge.date)} at ${formatPrice(charge.grand_total.value, charge.grand_total.currency)}`;
}
