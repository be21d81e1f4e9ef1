"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { FREQUENCIES, shippedProducts, type SubscriptionDetail } from "@/lib/account/subscription-changes";
import { formatPrice } from "@/lib/money";

import { AccountAlert } from "../AccountAlert";
import { RadioField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import { ChargeNote } from "./ConfirmCharge";
import { EstimateSummary } from "./EstimateSummary";
import { type EstimateOperation, useEstimate } from "./use-estimate";
import { chargeWords, type NextChargeOperation, useNextChargeAfter } from "./use-next-charge";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = {
  subscription: SubscriptionDetail;
  estimate: EstimateOperation;
  update: UpdateSubscriptionOperation;
  nextCharge: NextChargeOperation;
};

const everyMonths = (months: number) => (months === 1 ? "every month" : `every ${months} months`);

/** Moves every product to the plan of another interval, showing that plan's price first, and that
 * the shipment already scheduled keeps its date (at the new plan's price). */
export function ChangeFrequency({ subscription, estimate: estimateOperation, update: updateOperation, nextCharge }: Props) {
  const current = subscription.frequency_count;
  const [months, setMonths] = useState<number>(current);
  const { update, saving, error } = useSubscriptionUpdate(updateOperation, subscription.entity_id);
  const { estimate, error: estimateError, pricing } = useEstimate(estimateOperation, subscription.entity_id, {
    products: shippedProducts(subscription),
    frequency_count: months,
  });
  const chosen = FREQUENCIES.find((frequency) => frequency.months === months);
  const changed = months !== current;
  const after = useNextChargeAfter(
    nextCharge,
    subscription.entity_id,
    changed ? { change: "change_frequency", frequency_count: months } : null,
  );

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
      <ChargeNote
        pending={after.pending}
        error={after.error}
        text={
          after.charge &&
          (after.charge.date
            ? `Your next shipment stays on ${chargeWords(after.charge)}; after that ${everyMonths(months)}.`
            : `Each shipment costs ${formatPrice(after.charge.grand_total.value, after.charge.grand_total.currency)}, ${everyMonths(months)}.`)
        }
      />
      {(error || estimateError) && <AccountAlert message={(error ?? estimateError)!} context="change_frequency" />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving} disabled={!changed || pricing || !estimate || !after.charge}>
          Confirm Change
        </Button>
      </div>
    </form>
  );
}
