import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { ChangeFrame } from "@/components/account/subscriptions/ChangeFrame";
import { ChangeFrequency } from "@/components/account/subscriptions/ChangeFrequency";
import { ChangeNotAllowed } from "@/components/account/subscriptions/ChangeNotAllowed";
import { ChangeShipmentDate } from "@/components/account/subscriptions/ChangeShipmentDate";
import { EditAddress } from "@/components/account/subscriptions/EditAddress";
import { EditProducts } from "@/components/account/subscriptions/EditProducts";
import { SubscriptionNotFound } from "@/components/account/subscriptions/SubscriptionNotFound";
import { requireCustomerQuery } from "@/lib/account/server";
import { allows, CHANGE_PAGES, isChangePage, type ChangePage, type SubscriptionDetail } from "@/lib/account/subscription-changes";
import { parseSubscriptionId } from "@/lib/account/subscriptions";
import {
  AccountIdentityDocument,
  AccountSubscriptionDocument,
  SubscriptionAddressChangeDocument,
  SubscriptionProductsChangeDocument,
} from "@/lib/graphql/generated/graphql";

import { estimate, nextCharge, update } from "../operations";

export const metadata: Metadata = { title: "Subscription" };

type Props = { params: Promise<{ id: string; action: string }> };
type Customer = { email: string; entity_id: number };

/** One of a subscription's change pages, for a subscription of the signed-in customer's. */
export default async function SubscriptionChangePage({ params }: Props) {
  const { id, action } = await params;
  if (!isChangePage(action)) notFound();
  const entityId = parseSubscriptionId(id);
  if (entityId === null) {
    const { customer } = await requireCustomerQuery(AccountIdentityDocument);
    return <SubscriptionNotFound customer={customer} id={id} />;
  }
  // One query a page: the subscription with whatever else its change offers.
  const page = (customer: Customer, subscription: SubscriptionDetail | null, change: () => ReactNode) =>
    subscription ? (
      <ChangeFrame title={CHANGE_PAGES[action].title} customer={customer} subscription={subscription}>
        {allows(subscription, CHANGE_PAGES[action].operation) ? change() : <ChangeNotAllowed subscription={subscription} />}
      </ChangeFrame>
    ) : (
      <SubscriptionNotFound customer={customer} id={id} />
    );

  if (action === "edit-address") {
    const { customer, countries, subscription } = await requireCustomerQuery(SubscriptionAddressChangeDocument, {
      entity_id: entityId,
    });
    return page(customer, subscription, () => (
      <EditAddress subscription={subscription!} addresses={customer.addresses} countries={countries} update={update} />
    ));
  }
  if (action === "edit-products") {
    const { customer, subscription } = await requireCustomerQuery(SubscriptionProductsChangeDocument, { entity_id: entityId });
    return page(customer, subscription, () => (
      <EditProducts subscription={subscription!} estimate={estimate} update={update} />
    ));
  }
  const { customer, subscription } = await requireCustomerQuery(AccountSubscriptionDocument, { entity_id: entityId });
  return page(customer, subscription, () => simpleChange(action, subscription!));
}

/** The changes that need nothing beyond the subscription itself. */
function simpleChange(action: ChangePage, subscription: SubscriptionDetail) {
  if (action === "change-frequency") return (
      <ChangeFrequency subscription={subscription} estimate={estimate} update={update} nextCharge={nextCharge} />
    );
  if (action === "change-shipment-date") return <ChangeShipmentDate subscription={subscription} update={update} />;
  notFound();
}
