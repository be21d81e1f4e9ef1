import { shopToday } from "@/lib/account/dates";
import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  DeleteCustomerAddressDocument,
  DeleteTokenBaseCardDocument,
  UpdateCustomerDetailsDocument,
  type AccountProfileQuery,
} from "@/lib/graphql/generated/graphql";

import { AccountPage } from "../AccountPage";
import { AddressBook } from "./AddressBook";
import { CustomerDetails } from "./CustomerDetails";
import { StoredCards } from "./StoredCards";

// Printed on the server: the browser receives the mutations as text, not the GraphQL library.
const updateCustomer = browserOperation(UpdateCustomerDetailsDocument);
const deleteAddress = browserOperation(DeleteCustomerAddressDocument);
const deleteCard = browserOperation(DeleteTokenBaseCardDocument);

type Props = {
  data: AccountProfileQuery;
  /** The whole profile, or only its payment or shipping section (the menu's sub-pages). */
  section?: "all" | "payment" | "shipping";
};

const TITLES = { all: "Profile", payment: "Payment", shipping: "Shipping" };

/** The profile: details, saved addresses and stored cards. */
export function Profile({ data, section = "all" }: Props) {
  const { customer, tokenBaseCards, countries } = data;
  const addresses = (
    <AddressBook addresses={customer.addresses} countries={countries} deleteAddress={deleteAddress} />
  );
  const cards = <StoredCards cards={tokenBaseCards} today={shopToday()} deleteCard={deleteCard} />;
  return (
    <AccountPage title={TITLES[section]} customer={customer}>
      {section === "all" && (
        <>
          <CustomerDetails
            customer={{
              firstname: customer.firstname,
              lastname: customer.lastname,
              email: customer.email,
              telephone: customer.telephone,
              refill_opt_in: customer.refill_opt_in,
            }}
            update={updateCustomer}
          />
          {addresses}
          {cards}
        </>
      )}
      {section === "shipping" && addresses}
      {section === "payment" && cards}
    </AccountPage>
  );
}
