// Rewards get their own issue; until the API has them, their pages exist (with their menu
// entries) and say plainly that there is nothing to show yet.
import type { AccountIdentityQuery } from "@/lib/graphql/generated/graphql";

import styles from "./Account.module.css";
import { AccountPage } from "./AccountPage";
import { EmptyState } from "./EmptyState";

type Customer = AccountIdentityQuery["customer"];

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
