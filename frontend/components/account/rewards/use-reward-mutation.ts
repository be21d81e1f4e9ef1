"use client";

import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  AcceptLoyaltyCampaignMutation,
  AcceptLoyaltyCampaignMutationVariables,
  DeleteLoyaltyCampaignMutation,
  DeleteLoyaltyCampaignMutationVariables,
  UpgradeSubscriptionMutation,
  UpgradeSubscriptionMutationVariables,
} from "@/lib/graphql/generated/graphql";

export type AcceptOperation = BrowserOperation<AcceptLoyaltyCampaignMutation, AcceptLoyaltyCampaignMutationVariables>;
export type DeclineOperation = BrowserOperation<DeleteLoyaltyCampaignMutation, DeleteLoyaltyCampaignMutationVariables>;
export type UpgradeOperation = BrowserOperation<UpgradeSubscriptionMutation, UpgradeSubscriptionMutationVariables>;

/** What the rewards page sends from the browser: accepting and declining offers. */
export type RewardOperations = { accept: AcceptOperation; decline: DeclineOperation };

/**
 * Sends one reward mutation at a time, through the form kit. A refusal is kept as the API's own
 * message (shown with role=alert by the caller); a failure to reach the shop says so. Resolves to
 * the data, or null.
 */
export function useRewardMutation<TData, TVariables>(operation: BrowserOperation<TData, TVariables>) {
  const { pending: busy, error, submitWith, setError } = useMutationForm();

  async function run(variables: TVariables): Promise<TData | null> {
    let answer: TData | null = null;
    await submitWith({
      send: async () =>
        outcomeOf(await postGraphQL(operation, variables), (data) => {
          answer = data;
          return { ok: true };
        }),
    })();
    return answer;
  }

  return { run, busy, error, setError };
}
