"use client";

import { useState } from "react";

import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  AcceptLoyaltyCampaignMutation,
  AcceptLoyaltyCampaignMutationVariables,
  DeleteLoyaltyCampaignMutation,
  DeleteLoyaltyCampaignMutationVariables,
  UpgradeSubscriptionMutation,
  UpgradeSubscriptionMutationVariables,
} from "@/lib/graphql/generated/graphql";

import { UNREACHABLE } from "../profile/messages";

export type AcceptOperation = BrowserOperation<AcceptLoyaltyCampaignMutation, AcceptLoyaltyCampaignMutationVariables>;
export type DeclineOperation = BrowserOperation<DeleteLoyaltyCampaignMutation, DeleteLoyaltyCampaignMutationVariables>;
export type UpgradeOperation = BrowserOperation<UpgradeSubscriptionMutation, UpgradeSubscriptionMutationVariables>;

/** What the rewards page sends from the browser: accepting and declining offers. */
export type RewardOperations = { accept: AcceptOperation; decline: DeclineOperation };

/**
 * Sends one reward mutation at a time. A refusal is kept as the API's own message (shown with
 * role=alert by the caller); a failure to reach the shop says so. Resolves to the data, or null.
 */
export function useRewardMutation<TData, TVariables>(operation: BrowserOperation<TData, TVariables>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(variables: TVariables): Promise<TData | null> {
    if (busy) return null;
    setBusy(true);
    setError(null);
    const result = await postGraphQL(operation, variables);
    setBusy(false);
    if (result.kind !== "data") {
      setError(result.kind === "refused" ? result.message : UNREACHABLE);
      return null;
    }
    return result.data;
  }

  return { run, busy, error, setError };
}
