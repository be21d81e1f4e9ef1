"use client";

import type { BrowserOperation } from "@/lib/graphql/browser";
import type {
  EstimateSubscriptionQuoteMutation,
  EstimateSubscriptionQuoteMutationVariables,
  SubscriptionProductInput,
} from "@/lib/graphql/generated/graphql";

import { useLatestAnswer } from "./use-latest-answer";

export type EstimateOperation = BrowserOperation<EstimateSubscriptionQuoteMutation, EstimateSubscriptionQuoteMutationVariables>;
export type Estimate = NonNullable<EstimateSubscriptionQuoteMutation["estimateSubscriptionQuote"]>;

type Proposal = { products: SubscriptionProductInput[]; frequency_count?: number | null; coupon_code?: string };

/**
 * What each shipment would cost after a proposed change, priced by the shop as the renewal will
 * be (with the subscription's coupon, or the proposal's code in its place). Asked again whenever
 * the proposal changes; only the latest answer counts.
 */
export function useEstimate(operation: EstimateOperation, entityId: number, proposal: Proposal | null) {
  const { data, error, pending } = useLatestAnswer(operation, proposal ? { entity_id: entityId, ...proposal } : null);
  return { estimate: data?.estimateSubscriptionQuote ?? null, error, pricing: pending };
}
