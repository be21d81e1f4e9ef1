"use client";

import { useState, useSyncExternalStore } from "react";

import { FormActions } from "@/components/forms/FormActions";
import forms from "@/components/forms/forms.module.css";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { draftFromAddress, type AddressProblems, type Country, type SavedAddress } from "@/lib/account/address";
import { cardDetails, cardDraftProblems, EMPTY_CARD, type CardProblems, tokenizeCard } from "@/lib/account/cards";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { CreateTokenBaseCardMutation, CreateTokenBaseCardMutationVariables } from "@/lib/graphql/generated/graphql";

import { AccountAlert } from "../AccountAlert";
import { BillingAddressChoice, initialBillingChoice, useCardBillingAddress } from "./BillingAddressChoice";
import { CardDetailsFields } from "./CardFields";
import { GATEWAY_UNREACHABLE } from "./messages";
import { PROFILE_HREF, useReturnToProfile } from "./profile-return";

export { GATEWAY_UNREACHABLE };

type Props = {
  addresses: SavedAddress[];
  countries: Country[];
  /** tokenBaseCheckoutConfig: the gateway's public key, tokenise endpoint and method. */
  gateway: { method: string; clientKey: string; tokenize_url: string };
  create: BrowserOperation<CreateTokenBaseCardMutation, CreateTokenBaseCardMutationVariables>;
  today: string;
};

const noSubscription = () => () => {};

/**
 * Adds a card. The browser posts the card details to the gateway's tokenise endpoint and sends
 * only the nonce it returns, with the billing address, to createTokenBaseCard. The number and
 * security code live in this component's memory only: the inputs have no name (a form submitted
 * before the page is interactive would otherwise put them in the URL), and the Save button works
 * only once the page is interactive.
 */
export function CardForm({ addresses, countries, gateway, create, today }: Props) {
  const returnToProfile = useReturnToProfile();
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);
  const [card, setCard] = useState(EMPTY_CARD);
  const billing = useCardBillingAddress(addresses, countries, () => ({
    choice: initialBillingChoice(addresses),
    draft: draftFromAddress(null, countries),
  }));
  const { formRef, pending, problems, error, submitWith } = useMutationForm<{
    card: CardProblems;
    billing: AddressProblems;
  }>();

  const save = submitWith({
    validate: () => ({
      card: cardDraftProblems(card),
      billing: billing.problems(),
    }),
    send: async () => {
      const address = billing.address();
      const token = await tokenizeCard(gateway.tokenize_url, gateway.clientKey, cardDetails(card));
      if (token.kind !== "nonce") {
        return { ok: false, error: token.kind === "refused" ? token.message : GATEWAY_UNREACHABLE };
      }
      const result = await postGraphQL(create, {
        input: { nonce: token.nonce, method: gateway.method, active: true, address },
      });
      // A declined card: the gateway's words, as they are.
      return outcomeOf(result, (data) => {
        if (!data.createTokenBaseCard) return null;
        return returnToProfile();
      });
    },
  });

  return (
    <form
      ref={formRef}
      className={forms.form}
      aria-label="Add a card"
      aria-busy={pending}
      noValidate
      onSubmit={interactive ? save : (event) => event.preventDefault()}
    >
      <fieldset className={forms.fieldset}>
        <legend>Card details</legend>
        <CardDetailsFields card={card} onChange={setCard} problems={problems.card ?? {}} today={today} />
      </fieldset>
      <BillingAddressChoice {...billing.fields} problems={problems.billing ?? {}} />
      {error && <AccountAlert message={error} context="create_card" />}
      <FormActions submit="Save Card" pending={pending} disabled={!interactive} cancel={PROFILE_HREF} />
    </form>
  );
}
