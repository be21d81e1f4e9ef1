import type { Metadata } from "next";

import { OrderDetail } from "@/components/account/LaterSections";
import { requireCustomerQuery } from "@/lib/graphql/customer-session";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }> };

export default async function OrderPage({ params }: Props) {
  const { id } = await params;
  const { customer } = await requireCustomerQuery(AccountIdentityDocument);
  return <OrderDetail customer={customer} number={id} />;
}
