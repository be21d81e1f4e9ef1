import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { RewardDetail } from "@/components/account/LaterSections";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountIdentityDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Rewards" };

/** Choosing a booster or a gift, confirming an upgrade. */
const KINDS = new Set(["booster-selection", "gift-selection", "upgrade-confirmation"]);

type Props = { params: Promise<{ kind: string; id: string }> };

export default async function RewardPage({ params }: Props) {
  const { kind } = await params;
  const { customer } = await requireCustomerQuery(AccountIdentityDocument);
  if (!KINDS.has(kind)) notFound();
  return <RewardDetail customer={customer} />;
}
