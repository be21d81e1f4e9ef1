import { Button } from "@/components/ui/Button";
import { formatDate } from "@/lib/account/dates";
import { formatPrice } from "@/lib/money";
import { daysLeftLabel, offerAnchor, rewardHref, type Offer } from "@/lib/rewards/rewards";

import styles from "../Account.module.css";
import { DeclineReward } from "./DeclineReward";
import { PayItForwardForm } from "./PayItForwardForm";
import local from "./rewards.module.css";
import type { RewardOperations } from "./use-reward-mutation";

export type RewardSubscription = { entity_id: number; name: string; status: string; next_run?: string | null };
type Money = { value: string; currency: string };

const price = (money: Money) => (Number(money.value) === 0 ? "free" : formatPrice(money.value, money.currency));

/** The call to action of each reward with a page of its own. */
const ACTIONS: Record<string, string> = {
  pick_your_booster: "Choose a Booster",
  free_gift: "Choose a Gift",
  upgrade_booster: "Upgrade",
};

/** What the offer gives, in a line, when the API says more than its description. */
function terms(offer: Offer): string | null {
  if (offer.reward_type === "pick_your_booster" && offer.reward_price) {
    return `Your booster ships with your next shipment for ${price(offer.reward_price)}.`;
  }
  if (offer.reward_type === "free_gift") return "Your gift ships free with your next shipment.";
  if (offer.reward_type === "upgrade_booster" && offer.upgrade_interval) {
    return `Your plan moves to a ${offer.upgrade_interval}-month plan${offer.upgrade_coupon_code ? ", with a discount on your next shipment" : ""}.`;
  }
  if (offer.reward_type === "pay_it_forward" && offer.friend_discount) {
    return `Your friend gets ${formatPrice(offer.friend_discount.value, offer.friend_discount.currency)} off their first subscription order.`;
  }
  return null;
}

type Props = {
  offer: Offer;
  subscription?: RewardSubscription;
  /** Name the subscription: the customer has more than one. */
  showSubscription: boolean;
  operations: RewardOperations;
  highlight?: boolean;
  headingLevel?: "h2" | "h3";
};

/** One open offer: what it is, how long it is open, its action and Decline. */
export function OfferCard({ offer, subscription, showSubscription, operations, highlight, headingLevel = "h3" }: Props) {
  const Heading = headingLevel;
  const action = ACTIONS[offer.reward_type];
  const line = terms(offer);
  return (
    <article
      id={offerAnchor(offer.segment_id)}
      className={`${local.offer} ${highlight ? local.next : ""}`}
      aria-labelledby={`${offerAnchor(offer.segment_id)}-title`}
      data-reward-type={offer.reward_type}
    >
      <div className={local.offerHead}>
        <Heading id={`${offerAnchor(offer.segment_id)}-title`}>{offer.title}</Heading>
        <span className={styles.badge}>{daysLeftLabel(offer.remaining_lifetime)}</span>
      </div>
      {offer.description && <p>{offer.description}</p>}
      {line && <p>{line}</p>}
      {showSubscription && subscription && <p className={styles.muted}>For {subscription.name}</p>}
      {subscription?.next_run && offer.reward_type !== "pay_it_forward" && (
        <p className={styles.muted}>Next shipment: {formatDate(subscription.next_run)}</p>
      )}
      {offer.reward_type === "pay_it_forward" && <PayItForwardForm offer={offer} operation={operations.accept} />}
      <div className={local.actions}>
        {action && <Button href={rewardHref(offer.reward_type, offer.segment_id)}>{action}</Button>}
        <DeclineReward offer={offer} operation={operations.decline} />
      </div>
    </article>
  );
}
