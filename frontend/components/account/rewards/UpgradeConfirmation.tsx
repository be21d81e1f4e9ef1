"use client";

import { useState } from "react";

import { Button } from "@/components/ui/Button";
import { subscriptionFrequencyLabel, subscriptionHref } from "@/lib/account/subscriptions";
import type { SubscriptionProductInput, UpgradeSubscriptionMutation } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";
import { daysLeftLabel, REWARDS_PATH } from "@/lib/rewards/rewards";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { EstimateSummary } from "../subscriptions/EstimateSummary";
import { type EstimateOperation, useEstimate } from "../subscriptions/use-estimate";
import local from "./rewards.module.css";
import { type UpgradeOperation, useRewardMutation } from "./use-reward-mutation";

type Props = {
  offer: {
    segment_id: number;
    title: string;
    description: string;
    remaining_lifetime: number;
    upgrade_interval: number;
    upgrade_coupon_code?: string | null;
  };
  subscription: {
    entity_id: number;
    name: string;
    frequency_count: number;
    frequency_unit: string;
    products: SubscriptionProductInput[];
  };
  upgrade: UpgradeOperation;
  estimate: EstimateOperation;
};

type Upgraded = NonNullable<UpgradeSubscriptionMutation["updateSubscription"]>;

/**
 * Confirming a plan upgrade: how often it ships now and after, the next shipment's price after
 * the upgrade (with the upgrade's discount code), and Confirm; then the code and the new items.
 */
export function UpgradeConfirmation({ offer, subscription, upgrade, estimate: estimateOperation }: Props) {
  const [done, setDone] = useState<Upgraded | null>(null);
  const { run, busy, error } = useRewardMutation(upgrade);
  const proposal = {
    products: subscription.products,
    frequency_count: offer.upgrade_interval,
    ...(offer.upgrade_coupon_code ? { coupon_code: offer.upgrade_coupon_code } : {}),
  };
  const { estimate, error: estimateError, pricing } = useEstimate(estimateOperation, subscription.entity_id, done ? null : proposal);
  const now = subscriptionFrequencyLabel(subscription.frequency_count, subscription.frequency_unit);
  const after = subscriptionFrequencyLabel(offer.upgrade_interval, "month");

  async function confirm() {
    const data = await run({ entity_id: subscription.entity_id, segment_id: offer.segment_id });
    if (data?.updateSubscription) setDone(data.updateSubscription);
  }

  if (done) {
    return (
      <div className={local.result}>
        <p role="status" className={styles.status}>
          Your plan is upgraded: {subscription.name} now ships{" "}
          {subscriptionFrequencyLabel(done.subscription.frequency_count, done.subscription.frequency_unit).toLowerCase()}.
        </p>
        {done.coupon_code && (
          <p>
            Discount code <strong>{done.coupon_code}</strong> comes off your next shipment.
          </p>
        )}
        {done.items && done.items.length > 0 && (
          <>
            <h2 className={local.addition}>Your plan now</h2>
            <ul>
              {done.items.map((item) => (
                <li key={item.sku}>
                  {item.name} × {item.qty}: {formatPrice(item.row_total.value, item.row_total.currency)}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className={local.actions}>
          <Button href={subscriptionHref(subscription.entity_id)}>View Subscription</Button>
          <Button href={REWARDS_PATH} variant="secondary">
            Back to Rewards
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={local.result}>
      <p className={local.addition}>{offer.title}</p>
      {offer.description && <p>{offer.description}</p>}
      <p className={styles.muted}>{daysLeftLabel(offer.remaining_lifetime)}</p>
      <dl className={styles.details} aria-label="What changes">
        <dt>Ships now</dt>
        <dd>{now}</dd>
        <dt>After the upgrade</dt>
        <dd>{after}</dd>
        {offer.upgrade_coupon_code && (
          <>
            <dt>Discount code</dt>
            <dd>{offer.upgrade_coupon_code}</dd>
          </>
        )}
      </dl>
      <EstimateSummary estimate={estimate} pricing={pricing} label="Next shipment after the upgrade" />
      {estimateError && <AccountAlert message={estimateError} context="upgrade_estimate" />}
      {error && <AccountAlert message={error} context="upgrade_confirmation" />}
      <div className={local.actions}>
        <Button onClick={confirm} loading={busy} disabled={pricing}>
          Confirm Upgrade
        </Button>
        <Button href={REWARDS_PATH} variant="secondary">
          Back to Rewards
        </Button>
      </div>
    </div>
  );
}
