"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { subscriptionHref } from "@/lib/account/subscriptions";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import { addMessageForNextPage } from "@/lib/session/messages";
import type {
  UpdateSubscriptionInput,
  UpdateSubscriptionMutation,
  UpdateSubscriptionMutationVariables,
} from "@/lib/graphql/generated/graphql";

export type UpdateSubscriptionOperation = BrowserOperation<UpdateSubscriptionMutation, UpdateSubscriptionMutationVariables>;

/**
 * Sends one change of a subscription. On success a change page goes back to the subscription,
 * which says `done`; the subscription page itself re-reads its data and says it in place. A
 * refusal is the API's own message, and nothing changed.
 */
export function useSubscriptionUpdate(operation: UpdateSubscriptionOperation, entityId: number) {
  const router = useRouter();
  const { pending: saving, error, done, submitWith } = useMutationForm();
  const [, startRefresh] = useTransition();

  async function update(
    changes: Omit<UpdateSubscriptionInput, "entity_id">,
    { success, stay = false }: { success: string; stay?: boolean },
  ): Promise<boolean> {
    let updated = false;
    await submitWith({
      send: async () =>
        outcomeOf(await postGraphQL(operation, { input: { entity_id: entityId, ...changes } }), () => {
          updated = true;
          if (stay) {
            startRefresh(() => router.refresh());
            return { ok: true, done: success };
          }
          addMessageForNextPage({ type: "success", text: success });
          router.push(subscriptionHref(entityId));
          return { ok: true };
        }),
    })();
    return updated;
  }

  return { update, saving, error, done };
}
