"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { TextField } from "@/components/forms/Fields";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { postGraphQL } from "@/lib/graphql/browser";
import { isValidEmail } from "@/lib/validation/email";

import { AccountAlert } from "../AccountAlert";
import local from "./rewards.module.css";
import type { AcceptOperation } from "./use-reward-mutation";

/** The API's own words for a missing or malformed address. */
export const FRIEND_EMAIL_REQUIRED = "Enter your friend's email address.";

type Props = {
  offer: { segment_name: string; subscription_id: number; title: string };
  operation: AcceptOperation;
};

/** Pay it forward: the friend's email and Send Gift; the friend is emailed a code. */
export function PayItForwardForm({ offer, operation }: Props) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [, startRefresh] = useTransition();
  const { pending, problems, error, done, submitWith, clearProblem } = useMutationForm<{ friend?: string }>();
  const friend = email.trim();

  const submit = submitWith({
    validate: () => ({ friend: isValidEmail(friend) ? undefined : FRIEND_EMAIL_REQUIRED }),
    send: async () => {
      const variables = { segment_name: offer.segment_name, subscription_id: offer.subscription_id, friend_email: friend };
      return outcomeOf(await postGraphQL(operation, variables), () => {
        startRefresh(() => router.refresh());
        return { ok: true, done: `Your gift is on its way to ${friend}.` };
      });
    },
  });

  if (done) {
    return (
      <p role="status" className={local.addition}>
        {done}
      </p>
    );
  }
  return (
    <form className={local.friendForm} aria-label={`Send ${offer.title} to a friend`} aria-busy={pending} noValidate onSubmit={submit}>
      <TextField
        label="Your friend's email"
        name="friend_email"
        type="email"
        autoComplete="off"
        value={email}
        error={problems.friend}
        onChange={(event) => {
          setEmail(event.target.value);
          clearProblem("friend");
        }}
      />
      {error && <AccountAlert message={error} context="pay_it_forward" />}
      <div>
        <Button type="submit" loading={pending}>
          Send Gift
        </Button>
      </div>
    </form>
  );
}
