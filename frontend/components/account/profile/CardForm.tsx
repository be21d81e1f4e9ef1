"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import {
  addressProblems,
  cardAddressFromDraft,
  cardAddressFromSaved,
  draftFromAddress,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";
import { cardDetails, cardDraftProblems, EMPTY_CARD, type CardProblems, tokenizeCard } from "@/lib/account/cards";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { CreateTokenBaseCardMutation, CreateTokenBaseCardMutationVariables } from "@/lib/graphql/generated/graphql";

import { AccountAlert } from "../AccountAlert";
import { focusFirstInvalid } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import { BillingAddressChoice, chosenSavedAddress, initialBillingChoice, NEW_ADDRESS } from "./BillingAddressChoice";
import { CardDetailsFields } from "./CardFields";
import { GATEWAY_UNREACHABLE, UNREACHABLE } from "./messages";
import { PROFILE_HREF } from "./AddressForm";

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
  const router = useRouter();
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);
  const [card, setCard] = useState(EMPTY_CARD);
  const [choice, setChoice] = useState(() => initialBillingChoice(addresses));
  const [draft, setDraft] = useState(() => draftFromAddress(null, countries));
  const [cardProblems, setCardProblems] = useState<CardProblems>({});
  const [billingProblems, setBillingProblems] = useState<AddressProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !interactive) return;
    const foundCard = cardDraftProblems(card);
    const foundBilling = choice === NEW_ADDRESS ? addressProblems(draft, countries) : {};
    setCardProblems(foundCard);
    setBillingProblems(foundBilling);
    setError(null);
    if (Object.keys(foundCard).length + Object.keys(foundBilling).length > 0) {
      return focusFirstInvalid(formRef.current);
    }
    const saved = chosenSavedAddress(choice, addresses);
    const address = saved ? cardAddressFromSaved(saved) : cardAddressFromDraft(draft, countries);

    setSaving(true);
    const token = await tokenizeCard(gateway.tokenize_url, gateway.clientKey, cardDetails(card));
    if (token.kind !== "nonce") {
      setSaving(false);
      setError(token.kind === "refused" ? token.message : GATEWAY_UNREACHABLE);
      return;
    }
    const result = await postGraphQL(create, {
      input: { nonce: token.nonce, method: gateway.method, active: true, address },
    });
    if (result.kind === "data" && result.data.createTokenBaseCard) {
      router.push(PROFILE_HREF);
      return;
    }
    setSaving(false);
    // A declined card: the gateway's words, as they are.
    setError(result.kind === "refused" ? result.message : UNREACHABLE);
  }

  return (
    <form ref={formRef} className={forms.form} aria-label="Add a card" aria-busy={saving} noValidate onSubmit={submit}>
      <fieldset className={forms.fieldset}>
        <legend>Card details</legend>
        <CardDetailsFields card={card} onChange={setCard} problems={cardProblems} today={today} />
      </fieldset>
      <BillingAddressChoice
        addresses={addresses}
        countries={countries}
        choice={choice}
        onChoice={setChoice}
        draft={draft}
        onDraft={setDraft}
        problems={billingProblems}
      />
      {error && <AccountAlert message={error} context="create_card" />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving} disabled={!interactive}>
          Save Card
        </Button>
        <Button href={PROFILE_HREF} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
