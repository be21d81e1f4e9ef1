import type { Metadata } from "next";

import { AddressFormPage } from "@/components/account/profile/AddressFormPage";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountAddressFormDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Edit Address" };

type Props = { params: Promise<{ id: string }> };

export default async function EditAddressPage({ params }: Props) {
  const { id } = await params;
  return <AddressFormPage data={await requireCustomerQuery(AccountAddressFormDocument)} addressId={id} />;
}
