"use client";

import {
  NEW_ADDRESS,
  type AddressChoice as Choice,
  type AddressDraft,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";

import { RadioField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import { AddressFields } from "./AddressFields";

export type AddressOption = { value: Choice; label: string };

/** What a form keeps for an address choice: the choice, the new address being typed and its problems. */
export type AddressChoiceState = {
  choice: Choice;
  onChoice: (choice: Choice) => void;
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
  problems: AddressProblems;
  countries: Country[];
};

/** A choice among the customer's saved addresses (the checkout's shipping, a card's billing). */
export type SavedAddressChoiceProps = AddressChoiceState & { addresses: SavedAddress[] };

type Props = AddressChoiceState & {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  /** When the section's heading already says what is chosen. */
  hideLegend?: boolean;
  /** The addresses to choose from (saved ones, a current one), before "Enter a new address". */
  options: AddressOption[];
  autocompleteSection: "shipping" | "billing";
};

/**
 * One of the listed addresses, or a new one typed into the address book's fields: the choice
 * the checkout, the card forms and a subscription's address page share.
 */
export function AddressChoice({
  name,
  legend,
  hideLegend = false,
  options,
  choice,
  onChoice,
  draft,
  onDraft,
  problems,
  countries,
  autocompleteSection,
}: Props) {
  return (
    <fieldset className={forms.fieldset}>
      <legend className={hideLegend ? "visually-hidden" : undefined}>{legend}</legend>
      {[...options, { value: NEW_ADDRESS, label: "Enter a new address" }].map((option) => (
        <RadioField
          key={option.value}
          name={name}
          label={option.label}
          checked={choice === option.value}
          onChange={() => onChoice(option.value)}
        />
      ))}
      {choice === NEW_ADDRESS && (
        <AddressFields
          draft={draft}
          problems={problems}
          countries={countries}
          onChange={onDraft}
          autocompleteSection={autocompleteSection}
        />
      )}
    </fieldset>
  );
}
