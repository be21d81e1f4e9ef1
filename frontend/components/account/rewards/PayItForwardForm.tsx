"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { isValidEmail } from "@/lib/validation/email";

import { AccountAlert } from "../AccountAlert";
import { TextField } from "@/components/forms/Fields";
import local from "./rewards.module.css";
import { type AcceptOperation, useRewardMutation } from "./use-reward-mutation";

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
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [, startRefresh] = useTransition();
  const { run, busy, error } = useRewardMutation(operation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const friend = email.trim();
    if (!isValidEmail(friend)) {
      setInvalid(FRIEND_EMAIL_REQUIRED);
      return;
    }
    setInvalid(null);
    const data = await run({ segment_name: offer.segment_name, subscription_id: offer.subscription_id, friend_email: friend });
    if (!data) return;
    setSent(`Your gift is on its way to ${friend}.`);
    startRefresh(() => router.refresh());
  }

  if (sent) {
    return (
      <p role="status" className={local.addition}>
        {sent}
      </p>
    );
  }
  return (
    <form className={local.friendForm} aria-label={`Send ${offer.title} to a friend`} aria-busy={busy} noValidate onSubmit={submit}>
      <TextField
        label="Your friend's email"
        name="friend_email"
        type="email"
        autoComplete="off"
        value={email}
        error={invalid ?? undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(null);
        }}
      />
      {error && <AccountAlert message={error} context="pay_it_forward" />}
      <div>
        <Button type="submit" loading={busy}>
          Send Gift
        </Button>
      </div>
    </form>
  );
}
