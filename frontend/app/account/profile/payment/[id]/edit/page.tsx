import type { Metadata } from "next";

import { EditCardPage } from "@/components/account/profile/CardFormPages";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountCardEditDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Edit Card" };

// The card's {id} in the URL is its hash, which is what the API looks cards up by.
type Props = { params: Promise<{ id: string }> };

export default async function EditCard({ params }: Props) {
  const { id } = await params;
  return <EditCardPage data={await requireCustomerQuery(AccountCardEditDocument, { hash: id })} />;
}
