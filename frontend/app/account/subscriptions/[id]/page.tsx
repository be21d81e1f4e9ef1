import type { Metadata } from "next";

import { SubscriptionDetail } from "@/components/account/subscriptions/SubscriptionDetail";
import { SubscriptionNotFound } from "@/components/account/subscriptions/SubscriptionNotFound";
import { parseSubscriptionId } from "@/lib/account/subscriptions";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountIdentityDocument, AccountSubscriptionDocument } from "@/lib/graphql/generated/graphql";

import { estimate, nextCharge, update } from "./operations";

export const metadata: Metadata = { title: "Subscription" };

type Props = { params: Promise<{ id: string }> };

export default async function SubscriptionPage({ params }: Props) {
  const { id } = await params;
  const entityId = parseSubscriptionId(id);
  if (entityId === null) {
    const { customer } = await requireCustomerQuery(AccountIdentityDocument);
    return <SubscriptionNotFound customer={customer} id={id} />;
  }
  // Null for a subscription that is missing and for another customer's alike.
  const { customer, countries, tokenBaseCards, subscription } = await requireCustomerQuery(AccountSubscriptionDocument, {
    entity_id: entityId,
  });
  if (!subscription) return <SubscriptionNotFound customer={customer} id={id} />;
  return (
    <SubscriptionDetail
      customer={customer}
      countries={countries}
      cards={tokenBaseCards}
      subscription={subscription}
      update={update}
      estimate={estimate}
      nextCharge={nextCharge}
    />
  );
}
