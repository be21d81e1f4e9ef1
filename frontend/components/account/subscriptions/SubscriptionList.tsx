import Link from "next/link";

import { formatDate } from "@/lib/account/dates";
import { subscriptionFrequencyLabel, subscriptionHref } from "@/lib/account/subscriptions";
import type { AccountSubscriptionsQuery } from "@/lib/graphql/generated/graphql";
import { formatPrice } from "@/lib/money";

import styles from "../Account.module.css";
import { AccountPage } from "../AccountPage";
import { EmptyState } from "../EmptyState";
import { SubscriptionStatus } from "./SubscriptionStatus";

type Props = Pick<AccountSubscriptionsQuery["subscriptions"], "customer" | "subscriptions">;
type Subscription = Props["subscriptions"][number];

/** The customer's subscriptions, each a card linking to its own page. */
export function Subscriptions({ customer, subscriptions }: Props) {
  return (
    <AccountPage title="Subscriptions" customer={customer}>
      {subscriptions.length === 0 ? (
        <EmptyState text="You have no subscriptions yet." href="/products/" label="Shop" />
      ) : (
        <ul className={styles.list} aria-label="Your subscriptions">
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.entity_id} subscription={subscription} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { next_charge: charge, status } = subscription;
  const contents = contentsOf(subscription);
  return (
    <li className={styles.item}>
      <p className={styles.itemTitle}>
        <Link href={subscriptionHref(subscription.entity_id)}>{subscription.name}</Link>
      </p>
      <SubscriptionStatus status={status} />
      {contents && <p>{contents}</p>}
      <p>Ships {subscriptionFrequencyLabel(subscription.frequency_count, subscription.frequency_unit).toLowerCase()}</p>
      {/* The next charge: what the next renewal charges, and when. */}
      {status !== "canceled"
        ? charge.date && (
            <p data-next-charge>
              Next shipment: {formatDate(charge.date)} at {formatPrice(charge.grand_total.value, charge.grand_total.currency)}
            </p>
          )
        : subscription.cancel_date && <p>Canceled on {formatDate(subscription.cancel_date)}</p>}
      <p className={styles.muted}>Subscription #{subscription.increment_id}</p>
    </li>
  );
}

/** What each shipment holds, when that says more than the subscription's name. */
function contentsOf(subscription: Subscription): string | null {
  const items = subscription.quote.items;
  if (items.length === 1 && items[0].qty === 1 && items[0].name === subscription.name) return null;
  return items.map((item) => (item.qty === 1 ? item.name : `${item.qty} × ${item.name}`)).join(", ");
}
