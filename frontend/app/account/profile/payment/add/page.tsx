import type { Metadata } from "next";

import { AddCardPage, CARD_METHOD } from "@/components/account/profile/CardFormPages";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountCardFormDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Add a Card" };

export default async function AddCard() {
  return <AddCardPage data={await requireCustomerQuery(AccountCardFormDocument, { method: CARD_METHOD })} />;
}
