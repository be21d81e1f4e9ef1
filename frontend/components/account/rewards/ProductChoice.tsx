"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";

import { Button } from "@/components/ui/Button";
import { formatDate } from "@/lib/account/dates";
import type { SubscriptionProductInput } from "@/lib/graphql/generated/graphql";
import { daysLeftLabel, REWARDS_PATH } from "@/lib/rewards/rewards";
import { addMessageForNextPage } from "@/lib/session/messages";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { EstimateSummary } from "../subscriptions/EstimateSummary";
import { type EstimateOperation, useEstimate } from "../subscriptions/use-estimate";
import local from "./rewards.module.css";
import { type AcceptOperation, useRewardMutation } from "./use-reward-mutation";

/** The API's words for a choice that is not one of the offered products. */
export const CHOOSE_ONE = "Choose one of the offered products.";

export type Choice = {
  sku: string;
  name: string;
  /** What it adds to the next shipment, e.g. "$20" or "Free". */
  priceText: string;
  /** Its usual price, when the reward's is lower. */
  wasText?: string;
  thumb: ReactNode;
};

type Props = {
  kind: "booster" | "gift";
  offer: { segment_name: string; subscription_id: number; title: string; description: string; remaining_lifetime: number };
  choices: Choice[];
  subscription: { entity_id: number; name: string; next_run?: string | null; products: SubscriptionProductInput[] };
  accept: AcceptOperation;
  estimate: EstimateOperation;
};

/**
 * Choosing the booster or the gift of an offer: the offered products as a radio group, the next
 * shipment as it stands with what the choice adds to it, and Accept, which adds it to the next
 * renewal and goes back to the rewards page.
 */
export function ProductChoice({ kind, offer, choices, subscription, accept, estimate: estimateOperation }: Props) {
  const router = useRouter();
  const [sku, setSku] = useState<string | null>(choices.length === 1 ? choices[0].sku : null);
  const [missing, setMissing] = useState(false);
  const { run, busy, error } = useRewardMutation(accept);
  const { estimate, error: estimateError, pricing } = useEstimate(estimateOperation, subscription.entity_id, {
    products: subscription.products,
  });
  const chosen = choices.find((choice) => choice.sku === sku) ?? null;
  const noun = kind === "booster" ? "booster" : "gift";
  const when = subscription.next_run ? ` on ${formatDate(subscription.next_run)}` : "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    const data = await run({ segment_name: offer.segment_name, subscription_id: offer.subscription_id, sku: chosen.sku });
    if (!data) return;
    addMessageForNextPage({ type: "success", text: `${chosen.name} will ship with your next shipment${when}.` });
    router.push(REWARDS_PATH);
  }

  return (
    <form aria-label={offer.title} aria-busy={busy} noValidate onSubmit={submit}>
      <p className={local.addition}>{offer.title}</p>
      {offer.description && <p>{offer.description}</p>}
      <p className={styles.muted}>
        {daysLeftLabel(offer.remaining_lifetime)} · For {subscription.name}
      </p>

      <fieldset className={local.choices} aria-describedby={missing ? "choice-missing" : undefined}>
        <legend>Choose your {noun}</legend>
        {choices.map((choice) => (
          <label key={choice.sku} className={local.choice}>
            <input
              type="radio"
              name="sku"
              value={choice.sku}
              checked={sku === choice.sku}
              onChange={() => {
                setSku(choice.sku);
                setMissing(false);
              }}
            />
            {choice.thumb}
            <span className={local.choiceText}>
              <span className={local.choiceName}>{choice.name}</span>
              <span>
                {choice.priceText}
                {choice.wasText && (
                  <s className={local.was}>
                    <span className="visually-hidden">usually </span>
                    {choice.wasText}
                  </s>
                )}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {missing && <AccountAlert id="choice-missing" message={CHOOSE_ONE} context={`${noun}_selection`} />}

      <h2 className={local.addition}>Your next shipment{when}</h2>
      <EstimateSummary estimate={estimate} pricing={pricing} label="Next shipment as it is" />
      {chosen && (
        <p className={local.addition} data-reward-addition>
          Adds {chosen.name}: {chosen.priceText}
        </p>
      )}
      {estimateError && <AccountAlert message={estimateError} context="reward_estimate" />}
      {error && <AccountAlert message={error} context={`${noun}_selection`} />}
      <div className={local.actions}>
        <Button type="submit" loading={busy}>
          {kind === "booster" ? "Accept Booster" : "Accept Gift"}
        </Button>
        <Button href={REWARDS_PATH} variant="secondary">
          Back to Rewards
        </Button>
      </div>
    </form>
  );
}
