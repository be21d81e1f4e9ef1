"use client";

import { useRouter } from "next/navigation";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { ClaimGuaranteeMutation, ClaimGuaranteeMutationVariables } from "@/lib/graphql/generated/graphql";

import styles from "./consultations.module.css";

export type ClaimOperation = BrowserOperation<ClaimGuaranteeMutation, ClaimGuaranteeMutationVariables>;

/** Sends the claim; the shop's refusal (the day, the missing evidence) is shown as it says it. */
export function ClaimButton({ claim }: { claim: ClaimOperation }) {
  const router = useRouter();
  const { pending: busy, error, submitWith } = useMutationForm();

  const onClick = submitWith({
    send: async () =>
      outcomeOf(await postGraphQL(claim, {}), () => {
        router.refresh();
        return { ok: true };
      }),
  });

  return (
    <div>
      <Button onClick={onClick} loading={busy}>
        Claim my money back
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
