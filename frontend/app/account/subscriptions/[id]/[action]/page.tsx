import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { SubscriptionNotFound } from "@/components/account/subscriptions/SubscriptionNotFound";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Subscription" };

/** The changes a subscription offers. */
const ACTIONS = new Set(["change-frequency", "change-shipment-date", "edit-address", "edit-products"]);

type Props = { params: Promise<{ id: string; action: string }> };

export default async function SubscriptionChangePage({ params }: Props) {
  const { id, action } = await params;
  const { customer } = await requireCustomerQuery(AccountIdentityDocument);
  if (!ACTIONS.has(action)) notFound();
  return <SubscriptionNotFound customer={customer} id={id} />;
}
