"use client";

import { formatDate } from "@/lib/account/dates";
import { shippedProducts, type SubscriptionDetail } from "@/lib/account/subscription-changes";
import { formatPrice } from "@/lib/money";
import { REWARDS_PATH } from "@/lib/rewards/rewards";

import styles from "../Account.module.css";
import { AccountAlert } from "./../AccountAlert";
import { EstimateSummary } from "./EstimateSummary";
import { type EstimateOperation, useEstimate } from "./use-estimate";

type Props = {
  subscription: Pick<SubscriptionDetail, "entity_id" | "quote" | "next_charge" | "loyalty_campaigns">;
  estimate: EstimateOperation;
};

const price = (money: { value: string; currency: string }) =>
  Number(money.value) === 0 ? "Free" : formatPrice(money.value, money.currency);

/**
 * The rewards the customer accepted that ship with the next renewal (boosters and gifts at their
 * reward price; an upgrade already changed the plan), and what that shipment costs with them, as
 * the shop estimates the renewal.
 */
export function NextShipmentRewards({ subscription, estimate: estimateOperation }: Props) {
  const { estimate, error, pricing } = useEstimate(estimateOperation, subscription.entity_id, {
    products: shippedProducts(subscription),
  });
  const date = subscription.next_charge.date;
  const when = date ? ` on ${formatDate(date)}` : "";
  // The estimate's reward lines once it answers; the subscription's own until then.
  const rewards = estimate?.reward_items ?? subscription.quote.reward_items;
  const upgrades = subscription.loyalty_campaigns.filter((reward) => reward.booster_accepted_list.length === 0);
  return (
    <section className={styles.section} aria-labelledby="subscription-next-heading">
      <div className={styles.sectionHeader}>
        <h2 id="subscription-next-heading">Next Shipment</h2>
      </div>
      <p>Your rewards ship with your next shipment{when}:</p>
      <ul data-next-rewards>
        {rewards.map((item) => (
          <li key={item.sku}>
            {item.name}
            {item.qty > 1 ? ` × ${item.qty}` : ""}: {price(item.row_total)}
          </li>
        ))}
        {upgrades.map((reward) => (
          <li key={reward.segment_id}>Your plan upgrade and its discount</li>
        ))}
      </ul>
      <EstimateSummary estimate={estimate} pricing={pricing} label="Next shipment with your rewards" />
      {error && <AccountAlert message={error} context="next_shipment_estimate" />}
      <p>
        <a href={REWARDS_PATH}>See your rewards</a>
      </p>
    </section>
  );
}
