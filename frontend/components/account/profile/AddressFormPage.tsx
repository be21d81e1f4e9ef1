import { notFound } from "next/navigation";

import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  CreateCustomerAddressDocument,
  UpdateCustomerAddressDocument,
  type AccountAddressFormQuery,
} from "@/lib/graphql/generated/graphql";

import { AccountPage } from "../AccountPage";
import { AddressForm } from "./AddressForm";

const create = browserOperation(CreateCustomerAddressDocument);
const update = browserOperation(UpdateCustomerAddressDocument);

type Props = {
  data: AccountAddressFormQuery;
  /** The id from the URL when editing; only the customer's own addresses are found. */
  addressId?: string;
};

/** /account/profile/shipping/add/ and /account/profile/shipping/{id}/edit/. */
export function AddressFormPage({ data, addressId }: Props) {
  const { customer, countries } = data;
  const address = addressId === undefined ? undefined : customer.addresses.find((item) => String(item.id) === addressId);
  if (addressId !== undefined && !address) notFound();
  return (
    <AccountPage title={address ? "Edit Address" : "Add an Address"} customer={customer}>
      <AddressForm countries={countries} address={address} create={create} update={update} />
    </AccountPage>
  );
}
