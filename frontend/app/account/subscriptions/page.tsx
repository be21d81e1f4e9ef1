import type { Metadata } from "next";

import { Subscriptions } from "@/components/account/LaterSections";
import { requireCustomerQuery } from "@/lib/graphql/customer-session";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Subscriptions" };

export default async function SubscriptionsPage() {
  const { customer } = await requireCustomerQuery(AccountIdentityDocument);
  return <Subscriptions customer={customer} />;
}
