import type { Metadata } from "next";

import { AddressFormPage } from "@/components/account/profile/AddressFormPage";
import { requireCustomerQuery } from "@/lib/account/server";
import { AccountAddressFormDocument } from "@/lib/graphql/generated/graphql";

export const metadata: Metadata = { title: "Add an Address" };

export default async function AddAddressPage() {
  return <AddressFormPage data={await requireCustomerQuery(AccountAddressFormDocument)} />;
}
