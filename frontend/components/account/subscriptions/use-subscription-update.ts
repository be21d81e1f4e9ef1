"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { subscriptionHref } from "@/lib/account/subscriptions";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import { addMessageForNextPage } from "@/lib/session/messages";
import type {
  UpdateSubscriptionInput,
  UpdateSubscriptionMutation,
  UpdateSubscriptionMutationVariables,
} from "@/lib/graphql/generated/graphql";

import { UNREACHABLE } from "../profile/messages";

export type UpdateSubscriptionOperation = BrowserOperation<UpdateSubscriptionMutation, UpdateSubscriptionMutationVariables>;

/**
 * Sends one change of a subscription. On success a change page goes back to the subscription,
 * which says `done`; the subscription page itself re-reads its data and says it in place. A
 * refusal is the API's own message, and nothing changed.
 */
export function useSubscriptionUpdate(operation: UpdateSubscriptionOperation, entityId: number) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [, startRefresh] = useTransition();

  async function update(
    changes: Omit<UpdateSubscriptionInput, "entity_id">,
    { success, stay = false }: { success: string; stay?: boolean },
  ): Promise<boolean> {
    if (saving) return false;
    setSaving(true);
    setError(null);
    setDone(null);
    const result = await postGraphQL(operation, { input: { entity_id: entityId, ...changes } });
    setSaving(false);
    if (result.kind !== "data") {
      setError(result.kind === "refused" ? result.message : UNREACHABLE);
      return false;
    }
    if (stay) {
      setDone(success);
      startRefresh(() => router.refresh());
    } else {
      addMessageForNextPage({ type: "success", text: success });
      router.push(subscriptionHref(entityId));
    }
    return true;
  }

  return { update, saving, error, done };
}
