import type { Metadata } from "next";

import { OrderHistory } from "@/components/account/LaterSections";
import { requireCustomerQuery } from "@/lib/graphql/customer-session";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Order History" };

export default async function OrdersPage() {
  const { customer } = await requireCustomerQuery(AccountIdentityDocument);
  return <OrderHistory customer={customer} />;
}
