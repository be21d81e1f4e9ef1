import { Button } from "@/components/ui/Button";
import { formatPrice } from "@/lib/money";
import { REFER_A_FRIEND_PATH, REFERRAL_ANCHOR, type RewardsView } from "@/lib/rewards/rewards";

import styles from "../Account.module.css";
import { AccountPage } from "../AccountPage";
import { EmptyState } from "../EmptyState";
import { AcceptedReward } from "./AcceptedReward";
import { OfferCard, type RewardSubscription } from "./OfferCard";
import { type ReferralData, ReferralSection } from "./ReferralSection";
import local from "./rewards.module.css";
import type { RewardOperations } from "./use-reward-mutation";

type Props = {
  customer: { email: string; entity_id: number };
  view: RewardsView;
  subscriptions: RewardSubscription[];
  /** Product names by SKU, for what accepted rewards chose. */
  names: Map<string, string>;
  referral: ReferralData | null;
  operations: RewardOperations;
};

/**
 * /account/rewards: the next reward first, then the other offers to choose from (pay it forward,
 * boosters, upgrades, gifts), then what was accepted and when it ships, then the customer's
 * referral. Honest when there is nothing.
 */
export function Rewards({ customer, view, subscriptions, names, referral, operations }: Props) {
  const byId = new Map(subscriptions.map((subscription) => [subscription.entity_id, subscription]));
  const several = subscriptions.length > 1;
  const { next, selectable, accepted } = view;
  const nothing = !next && selectable.length === 0 && accepted.length === 0;

  return (
    <AccountPage title="Rewards" customer={customer}>
      {next && (
        <section className={styles.section} aria-labelledby="next-reward-heading">
          <div className={styles.sectionHeader}>
            <h2 id="next-reward-heading">Your Next Reward</h2>
          </div>
          {next.kind === "offer" ? (
            <OfferCard
              offer={next.offer}
              subscription={byId.get(next.offer.subscription_id)}
              showSubscription={several}
              operations={operations}
              highlight
            />
          ) : (
            <div className={`${local.offer} ${local.next}`} data-reward-type="refer_a_friend">
              <h3>Refer a Friend</h3>
              <p>
                {referral
                  ? `Give your friends ${formatPrice(referral.friend_discount.value, referral.friend_discount.currency)} off their first subscription order and earn ${formatPrice(referral.referrer_credit.value, referral.referrer_credit.currency)} in store credit.`
                  : "Give your friends a discount on their first subscription order and earn store credit."}
              </p>
              <div className={local.actions}>
                <Button href={referral ? `#${REFERRAL_ANCHOR}` : REFER_A_FRIEND_PATH}>Refer a Friend</Button>
              </div>
            </div>
          )}
        </section>
      )}

      {selectable.length > 0 && (
        <section className={styles.section} aria-labelledby="offers-heading">
          <div className={styles.sectionHeader}>
            <h2 id="offers-heading">{next ? "More Rewards" : "Your Rewards"}</h2>
          </div>
          <ul className={local.offers}>
            {selectable.map((offer) => (
              <li key={offer.segment_id}>
                <OfferCard
                  offer={offer}
                  subscription={byId.get(offer.subscription_id)}
                  showSubscription={several}
                  operations={operations}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {accepted.length > 0 && (
        <section className={styles.section} aria-labelledby="accepted-heading">
          <div className={styles.sectionHeader}>
            <h2 id="accepted-heading">Accepted</h2>
          </div>
          <ul className={local.offers}>
            {accepted.map((offer) => (
              <li key={offer.segment_id}>
                <AcceptedReward offer={offer} subscription={byId.get(offer.subscription_id)} names={names} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {nothing && (
        <EmptyState
          text={
            subscriptions.length
              ? "You have no rewards right now. Subscribers are offered rewards as their plan goes on; we'll let you know when one is ready."
              : "You have no rewards yet. Rewards are offered to subscribers: start a subscription to get them."
          }
          href={REFER_A_FRIEND_PATH}
          label="Refer a Friend"
        />
      )}

      {referral && <ReferralSection referral={referral} />}
    </AccountPage>
  );
}
