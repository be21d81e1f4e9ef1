import styles from "../Account.module.css";
import { AccountPage } from "../AccountPage";
import { EmptyState } from "../EmptyState";

/** An id that is not one of the customer's open offers: unknown, another customer's, or closed. */
export function RewardNotAvailable({ customer }: { customer: { email: string; entity_id: number } }) {
  return (
    <AccountPage title="Rewards" customer={customer}>
      <p className={styles.muted}>This reward is not available in your account.</p>
      <EmptyState text="Your rewards are listed on the Rewards page." href="/account/rewards/" label="Back to Rewards" />
    </AccountPage>
  );
}
