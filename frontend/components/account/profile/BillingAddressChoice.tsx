"use client";

import {
  addressLines,
  type AddressDraft,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";

import { RadioField } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import { AddressFields } from "./AddressFields";

/** "current" (the card's stored address), "new", or "saved:<address id>". */
export type BillingChoice = string;
export const NEW_ADDRESS: BillingChoice = "new";
export const CURRENT_ADDRESS: BillingChoice = "current";
export const savedChoice = (address: SavedAddress): BillingChoice => `saved:${address.id}`;

/** The saved address a choice names, if it names one. */
export function chosenSavedAddress(choice: BillingChoice, addresses: SavedAddress[]): SavedAddress | undefined {
  return addresses.find((address) => savedChoice(address) === choice);
}

/** Where a card form starts: the card's own address, the default billing address, the first
 * saved one, or a new one. */
export function initialBillingChoice(addresses: SavedAddress[], hasCurrent = false): BillingChoice {
  if (hasCurrent) return CURRENT_ADDRESS;
  const preferred = addresses.find((address) => address.default_billing) ?? addresses[0];
  return preferred ? savedChoice(preferred) : NEW_ADDRESS;
}

type Props = {
  addresses: SavedAddress[];
  countries: Country[];
  choice: BillingChoice;
  onChoice: (choice: BillingChoice) => void;
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
  problems: AddressProblems;
  /** The card's stored billing address, as lines, when editing a card that has one. */
  current?: string[];
};

/** The cardholder's billing address: one of the saved addresses, or a new one typed here. */
export function BillingAddressChoice({ addresses, countries, choice, onChoice, draft, onDraft, problems, current }: Props) {
  const options: { value: BillingChoice; label: string }[] = [
    ...(current ? [{ value: CURRENT_ADDRESS, label: `Keep the current address: ${current.join(", ")}` }] : []),
    ...addresses.map((address) => ({
      value: savedChoice(address),
      label: addressLines({ ...address, country: address.country_code }, countries).join(", "),
    })),
    { value: NEW_ADDRESS, label: "Enter a new address" },
  ];

  return (
    <fieldset className={forms.fieldset}>
      <legend>Billing address</legend>
      {options.map((option) => (
        <RadioField
          key={option.value}
          name="billing-address"
          label={option.label}
          checked={choice === option.value}
          onChange={() => onChoice(option.value)}
        />
      ))}
      {choice === NEW_ADDRESS && (
        <AddressFields draft={draft} problems={problems} countries={countries} onChange={onDraft} autocompleteSection="billing" />
      )}
    </fieldset>
  );
}
