import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ChangeFrame } from "@/components/account/subscriptions/ChangeFrame";
import { ChangeFrequency } from "@/components/account/subscriptions/ChangeFrequency";
import { ChangeNotAllowed } from "@/components/account/subscriptions/ChangeNotAllowed";
import { ChangeShipmentDate } from "@/components/account/subscriptions/ChangeShipmentDate";
import { SubscriptionNotFound } from "@/components/account/subscriptions/SubscriptionNotFound";
import { requireCustomerQuery } from "@/lib/account/server";
import { allows, CHANGE_PAGES, isChangePage } from "@/lib/account/subscription-changes";
import { parseSubscriptionId } from "@/lib/account/subscriptions";
import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  AccountIdentityDocument,
  AccountSubscriptionDocument,
  EstimateSubscriptionQuoteDocument,
  UpdateSubscriptionDocument,
} from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Subscription" };

// Printed here: the browser gets the operations as text (see BrowserOperation).
const update = browserOperation(UpdateSubscriptionDocument);
const estimate = browserOperation(EstimateSubscriptionQuoteDocument);

type Props = { params: Promise<{ id: string; action: string }> };

/** One of a subscription's change pages, for a subscription of the signed-in customer's. */
export default async function SubscriptionChangePage({ params }: Props) {
  const { id, action } = await params;
  if (!isChangePage(action)) notFound();
  const entityId = parseSubscriptionId(id);
  if (entityId === null) {
    const { customer } = await requireCustomerQuery(AccountIdentityDocument);
    return <SubscriptionNotFound customer={customer} id={id} />;
  }
  const { customer, subscription } = await requireCustomerQuery(AccountSubscriptionDocument, { entity_id: entityId });
  if (!subscription) return <SubscriptionNotFound customer={customer} id={id} />;

  const { title, operation } = CHANGE_PAGES[action];
  let change;
  if (!allows(subscription, operation)) change = <ChangeNotAllowed subscription={subscription} />;
  else if (action === "change-frequency")
    change = <ChangeFrequency subscription={subscription} estimate={estimate} update={update} />;
  else if (action === "change-shipment-date") change = <ChangeShipmentDate subscription={subscription} update={update} />;
  else notFound();
  return (
    <ChangeFrame title={title} customer={customer} subscription={subscription}>
      {change}
    </ChangeFrame>
  );
}
