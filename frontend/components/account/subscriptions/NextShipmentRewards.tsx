"use client";

import { formatDate } from "@/lib/account/dates";
import { shippedProducts, type SubscriptionDetail } from "@/lib/account/subscription-changes";
import { REWARDS_PATH } from "@/lib/rewards/rewards";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { EstimateSummary } from "./EstimateSummary";
import { type EstimateOperation, useEstimate } from "./use-estimate";

type Props = {
  subscription: Pick<SubscriptionDetail, "entity_id" | "quote" | "next_run" | "loyalty_campaigns">;
  /** Product names by SKU, for the boosters and gifts the rewards chose. */
  names: Record<string, string>;
  estimate: EstimateOperation;
};

/**
 * The rewards the customer accepted that ship with the next renewal, and what that shipment
 * costs with them (the shop's estimate counts accepted rewards in, as the renewal charges them).
 */
export function NextShipmentRewards({ subscription, names, estimate: estimateOperation }: Props) {
  const { estimate, error, pricing } = useEstimate(estimateOperation, subscription.entity_id, {
    products: shippedProducts(subscription),
  });
  const when = subscription.next_run ? ` on ${formatDate(subscription.next_run)}` : "";
  return (
    <section className={styles.section} aria-labelledby="subscription-next-heading">
      <div className={styles.sectionHeader}>
        <h2 id="subscription-next-heading">Next Shipment</h2>
      </div>
      <p>Your rewards ship with your next shipment{when}:</p>
      <ul data-next-rewards>
        {subscription.loyalty_campaigns.map((reward) => (
          <li key={reward.segment_id}>
            {reward.booster_accepted_list.length
              ? reward.booster_accepted_list.map((sku) => names[sku] ?? sku).join(", ")
              : "Your plan upgrade"}
          </li>
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
