import { subscriptionStatusLabel } from "@/lib/account/subscriptions";

import styles from "../Account.module.css";

/** A change the subscription's status does not allow now (a canceled plan's frequency, say). */
export function ChangeNotAllowed({ subscription }: { subscription: { status: string } }) {
  const status = subscriptionStatusLabel(subscription.status).toLowerCase();
  return (
    <p className={styles.muted} role="status">
      This subscription is {status}, so this can&apos;t be changed now.
      {subscription.status === "canceled" && " Reactivate it on the subscription page first."}
    </p>
  );
}
