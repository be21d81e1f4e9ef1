"use client";

import { useEffect, useState } from "react";

import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  EstimateSubscriptionQuoteMutation,
  EstimateSubscriptionQuoteMutationVariables,
  SubscriptionProductInput,
} from "@/lib/graphql/generated/graphql";

import { UNREACHABLE } from "../profile/messages";

export type EstimateOperation = BrowserOperation<EstimateSubscriptionQuoteMutation, EstimateSubscriptionQuoteMutationVariables>;
export type Estimate = NonNullable<EstimateSubscriptionQuoteMutation["estimateSubscriptionQuote"]>;

type Proposal = { products: SubscriptionProductInput[]; frequency_count?: number | null; coupon_code?: string };

/**
 * What each shipment would cost after a proposed change, priced by the shop as the renewal will
 * be (with the subscription's coupon, or the proposal's code in its place). Asked again whenever
 * the proposal changes; only the latest answer counts.
 */
export function useEstimate(operation: EstimateOperation, entityId: number, proposal: Proposal | null) {
  const key = proposal ? JSON.stringify(proposal) : null;
  const [answer, setAnswer] = useState<{ key: string; estimate: Estimate | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const { products, frequency_count, coupon_code } = JSON.parse(key) as Proposal;
    postGraphQL(operation, { entity_id: entityId, products, frequency_count, coupon_code }).then((result) => {
      if (!current) return;
      if (result.kind === "data") {
        setAnswer({ key, estimate: result.data.estimateSubscriptionQuote ?? null, error: null });
      } else {
        setAnswer({ key, estimate: null, error: result.kind === "refused" ? result.message : UNREACHABLE });
      }
    });
    return () => {
      current = false;
    };
  }, [operation, entityId, key]);

  const fresh = answer?.key === key ? answer : null;
  return { estimate: fresh?.estimate ?? null, error: fresh?.error ?? null, pricing: key !== null && !fresh };
}
