"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { shippedProducts, type SubscriptionDetail } from "@/lib/account/subscription-changes";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import { EstimateSummary } from "./EstimateSummary";
import local from "./Subscription.module.css";
import { UpdateOutcome } from "./UpdateOutcome";
import { type EstimateOperation, useEstimate } from "./use-estimate";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = { subscription: SubscriptionDetail; estimate: EstimateOperation; update: UpdateSubscriptionOperation };

/**
 * The subscription's discount code: a code the customer types is priced on the next shipment, as
 * the renewal will charge it, before they apply it; the applied code shows how many shipments it
 * still discounts (it is removed after the last of them) and a way to remove it.
 */
export function SubscriptionCoupon({ subscription, estimate: estimateOperation, update: updateOperation }: Props) {
  const { update, saving, error, done } = useSubscriptionUpdate(updateOperation, subscription.entity_id);
  const [code, setCode] = useState("");
  // The code last sent to be priced; typing again sets it aside until it is checked.
  const [checked, setChecked] = useState<string | null>(null);
  const proposal = checked ? { products: shippedProducts(subscription), coupon_code: checked } : null;
  const { estimate, error: refusal, pricing } = useEstimate(estimateOperation, subscription.entity_id, proposal);
  const typed = code.trim();
  const priced = checked === typed && estimate !== null;
  const applied = subscription.coupon_code;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed) return;
    if (!priced) {
      setChecked(typed);
      return;
    }
    if (await update({ coupon_code: typed }, { success: "Your discount code was applied.", stay: true })) {
      setCode("");
      setChecked(null);
    }
  }

  return (
    <div className={local.coupon}>
      <UpdateOutcome done={done} error={error} />
      {applied ? (
        <p className={local.applied}>
          <span>
            Discount code <strong>{applied}</strong> comes off {shipmentsLeft(subscription.coupon_renewals_left)}.
          </span>
          <button
            type="button"
            className={styles.textButton}
            aria-label={`Remove discount code ${applied}`}
            disabled={saving}
            onClick={() => update({ coupon_code: "" }, { success: "Your discount code was removed.", stay: true })}
          >
            Remove
          </button>
        </p>
      ) : (
        <form className={forms.form} aria-label="Discount code" aria-busy={saving || pricing} noValidate onSubmit={submit}>
          <TextField
            label="Discount code"
            name="coupon_code"
            value={code}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => {
              setCode(event.target.value);
              setChecked(null);
            }}
          />
          {checked && <EstimateSummary estimate={estimate} pricing={pricing} label="Next shipment with this code" />}
          {checked && refusal && <AccountAlert message={refusal} context="subscription_coupon" />}
          <div className={forms.buttons}>
            {priced ? (
              <Button type="submit" loading={saving}>
                Apply Code
              </Button>
            ) : (
              <Button type="submit" variant="secondary" loading={pricing} disabled={!typed || Boolean(checked && refusal)}>
                Check Code
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}

/** "your next shipment", "your next 3 shipments". */
function shipmentsLeft(count: number): string {
  return count === 1 ? "your next shipment" : `your next ${count} shipments`;
}
