import { formatDate } from "@/lib/account/dates";
import { orderHref } from "@/lib/account/orders";
import { subscriptionHref, shipsNext } from "@/lib/account/subscriptions";
import type { Offer } from "@/lib/rewards/rewards";

import styles from "../Account.module.css";
import local from "./rewards.module.css";
import type { RewardSubscription } from "./OfferCard";

/** What the customer chose, in words: the booster's or gift's name, the new plan, the gift code. */
export function chosenText(offer: Offer, names: Map<string, string>): string | null {
  const chosen = offer.booster_accepted_list.map((sku) => names.get(sku) ?? sku);
  if (chosen.length) return `You chose ${chosen.join(", ")}.`;
  if (offer.reward_type === "upgrade_booster" && offer.upgrade_interval) {
    return `Your plan moved to a ${offer.upgrade_interval}-month plan.`;
  }
  if (offer.reward_type === "pay_it_forward") return "Your friend was emailed their gift code.";
  return null;
}

/** When it takes effect: with the next shipment (on its date), or already shipped. */
export function deliveryText(offer: Offer, subscription: RewardSubscription | undefined): string {
  if (offer.reward_type === "pay_it_forward") return "Sent.";
  if (offer.is_used) {
    const order = offer.used_order_number ? ` #${offer.used_order_number}` : " a past order";
    return offer.reward_type === "upgrade_booster" ? `Applied to order${order}.` : `Shipped with order${order}.`;
  }
  const on = subscription?.next_run && shipsNext(subscription.status) ? ` on ${formatDate(subscription.next_run)}` : "";
  if (offer.reward_type === "upgrade_booster") return `Your next shipment${on} is on the new plan, with its discount.`;
  return `Ships with your next shipment${on}.`;
}

type Props = { offer: Offer; subscription?: RewardSubscription; names: Map<string, string> };

/** An accepted reward: what was chosen and when it ships. */
export function AcceptedReward({ offer, subscription, names }: Props) {
  const chosen = chosenText(offer, names);
  return (
    <article className={local.offer} data-reward-type={offer.reward_type} aria-label={offer.title}>
      <div className={local.offerHead}>
        <h3>{offer.title}</h3>
        <span className={styles.badge}>{offer.is_used ? "Used" : "Accepted"}</span>
      </div>
      {chosen && <p>{chosen}</p>}
      <p>{deliveryText(offer, subscription)}</p>
      {offer.is_used && offer.used_order_number && (
        <p>
          <a href={orderHref(offer.used_order_number)}>View order #{offer.used_order_number}</a>
        </p>
      )}
      {subscription && !offer.is_used && offer.reward_type !== "pay_it_forward" && (
        <p>
          <a href={subscriptionHref(subscription.entity_id)}>View {subscription.name}</a>
        </p>
      )}
    </article>
  );
}
