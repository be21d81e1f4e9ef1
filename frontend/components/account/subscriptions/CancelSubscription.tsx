"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import {
  allows,
  CANCEL_REASONS,
  changeHref,
  shippedProducts,
  type SubscriptionDetail,
} from "@/lib/account/subscription-changes";
import { formatPrice } from "@/lib/money";
import { renewalDays } from "@/lib/subscriptions/terms";

import styles from "../Account.module.css";
import { RadioField } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import local from "./Subscription.module.css";
import { type EstimateOperation, useEstimate } from "./use-estimate";

/** The longest plan, which saves the most. */
const LONGEST_MONTHS = 6;

type Props = {
  subscription: SubscriptionDetail;
  estimate: EstimateOperation;
  saving: boolean;
  /** Offered instead of canceling, when the status allows them. */
  onSkip: (() => void) | null;
  onPause: (() => void) | null;
  onCancel: (reason: string) => void;
  onKeep: () => void;
};

/**
 * Canceling, after a retention step that offers what fits this subscription: the longest plan's
 * price (priced by the shop), a skip, a pause. The customer says why, then confirms.
 */
export function CancelSubscription({ subscription, estimate, saving, onSkip, onPause, onCancel, onKeep }: Props) {
  const [reason, setReason] = useState<string>("");
  const [problem, setProblem] = useState<string | null>(null);
  const offerLonger = subscription.frequency_count < LONGEST_MONTHS && allows(subscription, "change_frequency");
  const longer = useEstimate(
    estimate,
    subscription.entity_id,
    offerLonger ? { products: shippedProducts(subscription), frequency_count: LONGEST_MONTHS } : null,
  ).estimate;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setProblem("Choose a reason to cancel.");
    setProblem(null);
    onCancel(reason);
  }

  return (
    <form className={`${forms.form} ${local.step}`} aria-label="Cancel subscription" noValidate onSubmit={submit}>
      <h3>Before you go</h3>
      <ul className={local.offers}>
        {offerLonger && longer && (
          <li>
            Save more with a delivery every {renewalDays(LONGEST_MONTHS)} days:{" "}
            <strong>{formatPrice(longer.grand_total.value, longer.grand_total.currency)}</strong> a shipment.{" "}
            <a href={changeHref(subscription.entity_id, "change-frequency")} className={styles.textButton}>
              Change Frequency
            </a>
          </li>
        )}
        {onSkip && (
          <li>
            Have more than you need? Skip your next shipment instead.{" "}
            <button type="button" className={styles.textButton} onClick={onSkip}>
              Skip Next Shipment
            </button>
          </li>
        )}
        {onPause && (
          <li>
            Taking a break? Pause for up to a few months instead.{" "}
            <button type="button" className={styles.textButton} onClick={onPause}>
              Pause
            </button>
          </li>
        )}
      </ul>
      <fieldset className={forms.fieldset} aria-describedby={problem ? "cancel-reason-error" : undefined}>
        <legend>Why are you canceling?</legend>
        {CANCEL_REASONS.map((option) => (
          <RadioField
            key={option}
            name="cancel_reason"
            value={option}
            checked={reason === option}
            onChange={() => setReason(option)}
            label={option}
          />
        ))}
        {problem && (
          <p id="cancel-reason-error" className={forms.error} role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <div className={forms.buttons}>
        <Button type="submit" loading={saving}>
          Cancel Subscription
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          Keep My Subscription
        </Button>
      </div>
    </form>
  );
}
