import type { Metadata } from "next";

import { SubscriptionNotFound } from "@/components/account/subscriptions/SubscriptionNotFound";
import { requireCustomerQuery } from "@/lib/graphql/customer-session";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Subscription" };

type Props = { params: Promise<{ id: string }> };

export default async function SubscriptionPage({ params }: Props) {
  const { id } = await params;
  const { customer } = await requireCustomerQuery(AccountIdentityDocument);
  return <SubscriptionNotFound customer={customer} id={id} />;
}
