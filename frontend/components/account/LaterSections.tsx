// Subscriptions and rewards get their own issues; until the API has them, their pages
// exist (with their menu entries) and say plainly that there is nothing to show yet.
import type { AccountIdentityQuery } from "@/lib/graphql/generated/graphql";

import styles from "./Account.module.css";
import { AccountAlert } from "./AccountAlert";
import { AccountPage } from "./AccountPage";
import { EmptyState } from "./EmptyState";

type Customer = AccountIdentityQuery["customer"];

/** A subscription, or one of its change pages: none can exist yet, which is a subscription error
 * as analytics counts them (AccountAlert reports it). */
export function SubscriptionDetail({ customer, id }: { customer: Customer; id: string }) {
  return (
    <AccountPage title="Subscription" customer={customer}>
      <AccountAlert message={`We can't find subscription ${id} in your account.`} context="subscription_not_found" />
      <EmptyState text="Your subscriptions are listed on the Subscriptions page." href="/account/subscriptions/" label="Back to Subscriptions" />
    </AccountPage>
  );
}

export function Rewards({ customer }: { customer: Customer }) {
  return (
    <AccountPage title="Rewards" customer={customer}>
      <EmptyState text="You have no rewards yet." />
    </AccountPage>
  );
}

export function RewardDetail({ customer }: { customer: Customer }) {
  return (
    <AccountPage title="Rewards" customer={customer}>
      <p className={styles.muted}>This reward is not available in your account.</p>
      <EmptyState text="Your rewards are listed on the Rewards page." href="/account/rewards/" label="Back to Rewards" />
    </AccountPage>
  );
}
