import type { Metadata } from "next";

import { Rewards } from "@/components/account/LaterSections";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Rewards" };

export default async function RewardsPage() {
  const { customer } = await requireCustomerQuery(AccountIdentityDocument);
  return <Rewards customer={customer} />;
}
