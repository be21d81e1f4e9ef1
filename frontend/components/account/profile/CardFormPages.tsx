import { notFound } from "next/navigation";

import { shopToday } from "@/lib/account/dates";
import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  CreateTokenBaseCardDocument,
  UpdateTokenBaseCardDocument,
  type AccountCardEditQuery,
  type AccountCardFormQuery,
} from "@/lib/graphql/generated/graphql";

import { AccountPage } from "../AccountPage";
import { EmptyState } from "../EmptyState";
import { CardEditForm } from "./CardEditForm";
import { CardForm } from "./CardForm";

const create = browserOperation(CreateTokenBaseCardDocument);
const update = browserOperation(UpdateTokenBaseCardDocument);

/** The card gateway the account area stores cards with. */
export const CARD_METHOD = "authnetcim";

/** /account/profile/payment/add/ */
export function AddCardPage({ data }: { data: AccountCardFormQuery }) {
  const { customer, countries, tokenBaseCheckoutConfig: gateway } = data;
  return (
    <AccountPage title="Add a Card" customer={customer}>
      {gateway ? (
        <CardForm
          addresses={customer.addresses}
          countries={countries}
          gateway={gateway}
          create={create}
          today={shopToday()}
        />
      ) : (
        <EmptyState text="Cards cannot be added right now. Please try again later." href="/account/profile/" label="Back to Profile" />
      )}
    </AccountPage>
  );
}

/** /account/profile/payment/{hash}/edit/: only the customer's own cards are found. */
export function EditCardPage({ data }: { data: AccountCardEditQuery }) {
  const { customer, countries, tokenBaseCards } = data;
  const [card] = tokenBaseCards;
  if (!card) notFound();
  return (
    <AccountPage title="Edit Card" customer={customer}>
      <CardEditForm card={card} addresses={customer.addresses} countries={countries} update={update} today={shopToday()} />
    </AccountPage>
  );
}
