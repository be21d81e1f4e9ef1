"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { UNREACHABLE } from "@/components/account/profile/messages";
import { Button } from "@/components/ui/Button";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { ClaimGuaranteeMutation, ClaimGuaranteeMutationVariables } from "@/lib/graphql/generated/graphql";

import styles from "./consultations.module.css";

export type ClaimOperation = BrowserOperation<ClaimGuaranteeMutation, ClaimGuaranteeMutationVariables>;

/** Sends the claim; the shop's refusal (the day, the missing evidence) is shown as it says it. */
export function ClaimButton({ claim }: { claim: ClaimOperation }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await postGraphQL(claim, {});
    setBusy(false);
    if (result.kind !== "data") return setError(result.kind === "refused" ? result.message : UNREACHABLE);
    router.refresh();
  }

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
