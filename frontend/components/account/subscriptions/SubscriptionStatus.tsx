import { subscriptionStatusLabel } from "@/lib/account/subscriptions";

import styles from "../Account.module.css";

/** A subscription's status as a badge; a failed payment stands out. */
export function SubscriptionStatus({ status }: { status: string }) {
  return (
    <ul className={styles.badges} aria-label="Status">
      <li className={status === "payment_failed" ? `${styles.badge} ${styles.badgeAlert}` : styles.badge}>
        {subscriptionStatusLabel(status)}
      </li>
    </ul>
  );
}
