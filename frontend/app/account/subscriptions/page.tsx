import type { Metadata } from "next";

import { Subscriptions } from "@/components/account/subscriptions/SubscriptionList";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountSubscriptionsDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Subscriptions" };

export default async function SubscriptionsPage() {
  const { subscriptions } = await requireCustomerQuery(AccountSubscriptionsDocument);
  return <Subscriptions customer={subscriptions.customer} subscriptions={subscriptions.subscriptions} />;
}
