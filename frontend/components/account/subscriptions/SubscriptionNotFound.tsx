import { AccountAlert } from "../AccountAlert";
import { AccountPage } from "../AccountPage";
import { EmptyState } from "../EmptyState";

type Props = { customer: { email: string; entity_id: number }; id: string };

/** A subscription the customer's account does not hold (missing, another customer's, or an id
 * that cannot be one): a subscription error as analytics counts them (AccountAlert reports it).
 * The change pages show it too until they are built. */
export function SubscriptionNotFound({ customer, id }: Props) {
  return (
    <AccountPage title="Subscription" customer={customer}>
      <AccountAlert message={`We can't find subscription ${id} in your account.`} context="subscription_not_found" />
      <EmptyState text="Your subscriptions are listed on the Subscriptions page." href="/account/subscriptions/" label="Back to Subscriptions" />
    </AccountPage>
  );
}

