"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { postGraphQL } from "@/lib/graphql/browser";
import { addMessageForNextPage } from "@/lib/session/messages";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import forms from "@/components/forms/forms.module.css";
import type { DeclineOperation } from "./use-reward-mutation";

type Props = { offer: { segment_id: number; subscription_id: number; title: string }; operation: DeclineOperation };

/** Decline, asked first in a modal: a declined offer is never shown or offered again. */
export function DeclineReward({ offer, operation }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [, startRefresh] = useTransition();
  const { pending: busy, error, submitWith, reset } = useMutationForm();

  const confirm = submitWith({
    send: async () =>
      outcomeOf(await postGraphQL(operation, { segment_id: offer.segment_id, subscription_id: offer.subscription_id }), () => {
        setOpen(false);
        addMessageForNextPage({ type: "success", text: `You declined "${offer.title}".` });
        startRefresh(() => router.refresh());
        return { ok: true };
      }),
  });

  return (
    <>
      <button
        type="button"
        className={styles.textButton}
        aria-label={`Decline ${offer.title}`}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        Decline
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Decline this reward?" size="small" closable={!busy}>
        <p>
          &ldquo;{offer.title}&rdquo; will be removed from your rewards and won&rsquo;t be offered again.
        </p>
        {error && <AccountAlert message={error} context="decline_reward" />}
        <div className={forms.buttons}>
          <Button onClick={confirm} loading={busy}>
            Decline Reward
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Keep It
          </Button>
        </div>
      </Modal>
    </>
  );
}
