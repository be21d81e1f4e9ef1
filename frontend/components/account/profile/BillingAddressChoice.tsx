"use client";

import { useState } from "react";

import {
  addressProblems,
  cardAddressFromDraft,
  cardAddressFromSaved,
  chosenAddress,
  NEW_ADDRESS,
  savedAddressChoice,
  savedAddressLabel,
  type AddressChoice as Choice,
  type AddressDraft,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";

import { AddressChoice, type SavedAddressChoiceProps } from "./AddressChoice";

/** "current" (the card's stored address), "new", or "saved:<address id>". */
export type BillingChoice = Choice;
export { NEW_ADDRESS };
export const CURRENT_ADDRESS: BillingChoice = "current";
export const savedChoice = (address: SavedAddress): BillingChoice => savedAddressChoice(address.id);
export const chosenSavedAddress = chosenAddress;

/** Where a card form starts: the card's own address, the default billing address, the first
 * saved one, or a new one. */
export function initialBillingChoice(addresses: SavedAddress[], hasCurrent = false): BillingChoice {
  if (hasCurrent) return CURRENT_ADDRESS;
  const preferred = addresses.find((address) => address.default_billing) ?? addresses[0];
  return preferred ? savedChoice(preferred) : NEW_ADDRESS;
}

/**
 * A card form's billing address: the choice, the new address being typed, what is wrong with it,
 * whether the card keeps its current one, else the address to send. `fields` goes to
 * BillingAddressChoice.
 */
export function useCardBillingAddress(
  addresses: SavedAddress[],
  countries: Country[],
  start: () => { choice: BillingChoice; draft: AddressDraft },
) {
  const [choice, setChoice] = useState(() => start().choice);
  const [draft, setDraft] = useState(() => start().draft);
  const problems = (): AddressProblems => (choice === NEW_ADDRESS ? addressProblems(draft, countries) : {});
  const address = () => {
    const saved = chosenAddress(choice, addresses);
    return saved ? cardAddressFromSaved(saved) : cardAddressFromDraft(draft, countries);
  };
  const fields = { addresses, countries, choice, onChoice: setChoice, draft, onDraft: setDraft };
  return { problems, keepsCurrent: choice === CURRENT_ADDRESS, address, fields };
}

type Props = SavedAddressChoiceProps & {
  /** The card's stored billing address, as lines, when editing a card that has one. */
  current?: string[];
};

/** The cardholder's billing address: one of the saved addresses, or a new one typed here. */
export function BillingAddressChoice({ addresses, current, ...state }: Props) {
  const options = [
    ...(current ? [{ value: CURRENT_ADDRESS, label: `Keep the current address: ${current.join(", ")}` }] : []),
    ...addresses.map((address) => ({ value: savedChoice(address), label: savedAddressLabel(address, state.countries) })),
  ];
  return <AddressChoice {...state} name="billing-address" legend="Billing address" options={options} autocompleteSection="billing" />;
}
