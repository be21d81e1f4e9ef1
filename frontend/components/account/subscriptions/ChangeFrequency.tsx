"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { FREQUENCIES, shippedProducts, type SubscriptionDetail } from "@/lib/account/subscription-changes";

import { AccountAlert } from "../AccountAlert";
import { RadioField } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import { EstimateSummary } from "./EstimateSummary";
import { type EstimateOperation, useEstimate } from "./use-estimate";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = { subscription: SubscriptionDetail; estimate: EstimateOperation; update: UpdateSubscriptionOperation };

/** Moves every product to the plan of another interval, showing that plan's price first. */
export function ChangeFrequency({ subscription, estimate: estimateOperation, update: updateOperation }: Props) {
  const current = subscription.frequency_count;
  const [months, setMonths] = useState<number>(current);
  const { update, saving, error } = useSubscriptionUpdate(updateOperation, subscription.entity_id);
  const { estimate, error: estimateError, pricing } = useEstimate(estimateOperation, subscription.entity_id, {
    products: shippedProducts(subscription),
    frequency_count: months,
  });
  const chosen = FREQUENCIES.find((frequency) => frequency.months === months);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (months === current || !chosen) return;
    update({ frequency_count: months }, { success: `Your subscription now ships ${chosen.label.toLowerCase()}.` });
  }

  return (
    <form className={forms.form} aria-label="Change frequency" aria-busy={saving} onSubmit={submit}>
      <fieldset className={forms.fieldset}>
        <legend>How often should it ship?</legend>
        {FREQUENCIES.map((frequency) => (
          <RadioField
            key={frequency.months}
            name="frequency"
            value={frequency.months}
            checked={months === frequency.months}
            onChange={() => setMonths(frequency.months)}
            label={frequency.months === current ? `${frequency.label} (current)` : frequency.label}
          />
        ))}
      </fieldset>
      <EstimateSummary estimate={estimate} pricing={pricing} />
      {(error || estimateError) && <AccountAlert message={(error ?? estimateError)!} context="change_frequency" />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving} disabled={months === current || pricing || !estimate}>
          Confirm Change
        </Button>
      </div>
    </form>
  );
}
