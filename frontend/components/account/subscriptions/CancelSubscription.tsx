"use client";

import { useState, type FormEvent, type ReactNode } from "react";

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
import { RadioField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import local from "./Subscription.module.css";
import { type EstimateOperation, useEstimate } from "./use-estimate";
import { chargeWords, type NextChargeOperation, useNextChargeAfter } from "./use-next-charge";

/** The plans' intervals, shortest first; the last saves the most. */
const INTERVALS = [1, 3, 6];

type Reason = (typeof CANCEL_REASONS)[number];
type Money = { value: string; currency: string };

type Props = {
  subscription: SubscriptionDetail;
  estimate: EstimateOperation;
  nextCharge: NextChargeOperation;
  saving: boolean;
  /** Offered instead of canceling, when the status allows them. */
  onSkip: (() => void) | null;
  onPause: (() => void) | null;
  onCancel: (reason: string) => void;
  onKeep: () => void;
};

/**
 * Canceling, after a retention step that offers what fits the reason the customer gives, each
 * priced by the shop: too much product, a skip or a longer interval; too expensive, the longest
 * plan's saving; a break, a pause. Other reasons get no offer. Then the customer confirms.
 */
export function CancelSubscription({ subscription, estimate, nextCharge, saving, onSkip, onPause, onCancel, onKeep }: Props) {
  const [reason, setReason] = useState<Reason | "">("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setProblem("Choose a reason to cancel.");
    setProblem(null);
    onCancel(reason);
  }

  return (
    <form className={`${forms.form} ${local.step}`} aria-label="Cancel subscription" noValidate onSubmit={submit}>
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
      <div aria-live="polite">
        {reason === "I have more than I need" && (
          <MoreThanNeeded subscription={subscription} estimate={estimate} nextCharge={nextCharge} onSkip={onSkip} />
        )}
        {reason === "It's too expensive" && <LongestPlanSaving subscription={subscription} estimate={estimate} />}
        {reason === "I'm taking a break" && onPause && (
          <Offers>
            <li>
              Taking a break? Pause instead: pick the day it ships again, and see your next charge before you confirm.{" "}
              <button type="button" className={styles.textButton} onClick={onPause}>
                Pause
              </button>
            </li>
          </Offers>
        )}
      </div>
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

function Offers({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Before you go">
      <h3>Before you go</h3>
      <ul className={local.offers}>{children}</ul>
    </section>
  );
}

type OfferProps = { subscription: SubscriptionDetail; estimate: EstimateOperation };

/** The plan of `months`, priced by the shop; null while it is asked or when it is not offered. */
function usePlanPrice({ subscription, estimate }: OfferProps, months: number | null): Money | null {
  const offered = months !== null && allows(subscription, "change_frequency");
  const proposal = offered ? { products: shippedProducts(subscription), frequency_count: months } : null;
  return useEstimate(estimate, subscription.entity_id, proposal).estimate?.grand_total ?? null;
}

const price = (money: Money) => formatPrice(money.value, money.currency);
const cents = (money: Money) => Math.round(Number(money.value) * 100);

/** Too much product: skip the next shipment, or ship less often (the next longer interval). */
function MoreThanNeeded({
  subscription,
  estimate,
  nextCharge,
  onSkip,
}: OfferProps & { nextCharge: NextChargeOperation; onSkip: (() => void) | null }) {
  const longer = INTERVALS.find((months) => months > subscription.frequency_count) ?? null;
  const longerPrice = usePlanPrice({ subscription, estimate }, longer);
  const { charge: afterSkip } = useNextChargeAfter(nextCharge, subscription.entity_id, onSkip ? { change: "skip" } : null);
  if (!(onSkip && afterSkip) && !(longer && longerPrice)) return null;
  return (
    <Offers>
      {onSkip && afterSkip && (
        <li>
          Have more than you need? Skip your next shipment instead: the one after it ships on {chargeWords(afterSkip)}.{" "}
          <button type="button" className={styles.textButton} onClick={onSkip}>
            Skip Next Shipment
          </button>
        </li>
      )}
      {longer && longerPrice && (
        <li>
          Or get it less often: every {renewalDays(longer)} days at <strong>{price(longerPrice)}</strong> a shipment.{" "}
          <a href={changeHref(subscription.entity_id, "change-frequency")} className={styles.textButton}>
            Change Frequency
          </a>
        </li>
      )}
    </Offers>
  );
}

/** Too expensive: what the longest plan saves over the same months at the current price. */
function LongestPlanSaving({ subscription, estimate }: OfferProps) {
  const current = subscription.frequency_count;
  const longest = INTERVALS[INTERVALS.length - 1];
  const longestPrice = usePlanPrice({ subscription, estimate }, current < longest ? longest : null);
  const currentPrice = subscription.next_charge.grand_total;
  if (!longestPrice) return null;
  const saving = cents(currentPrice) * (longest / current) - cents(longestPrice);
  if (saving <= 0) return null;
  const saved = { value: (saving / 100).toFixed(2), currency: longestPrice.currency };
  return (
    <Offers>
      <li>
        Every {renewalDays(longest)} days your plan costs <strong>{price(longestPrice)}</strong> a shipment: you save{" "}
        <strong>{price(saved)}</strong> every {renewalDays(longest)} days compared with now.{" "}
        <a href={changeHref(subscription.entity_id, "change-frequency")} className={styles.textButton}>
          Change Frequency
        </a>
      </li>
    </Offers>
  );
}
