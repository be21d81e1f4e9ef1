"use client";

import { CheckboxField } from "@/components/forms/Fields";
import { AddressChoice } from "@/components/account/profile/AddressChoice";
import { AddressFields } from "@/components/account/profile/AddressFields";
import {
  NEW_ADDRESS,
  savedAddressChoice,
  savedAddressLabel,
  type AddressChoice as Choice,
  type AddressDraft,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";

import styles from "./Checkout.module.css";

type Props = {
  addresses: SavedAddress[];
  countries: Country[];
  choice: Choice;
  onChoice: (choice: Choice) => void;
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
  problems: AddressProblems;
  /** "Free Shipping" or "Standard Shipping $6.95", from the cart. */
  shippingLine: string;
  /** Whether a new address is saved in the customer's address book; null for a guest (no book). */
  saveInAddressBook: boolean | null;
  onSaveInAddressBook: (save: boolean) => void;
};

/** 2 Shipping address: one of the customer's saved addresses, or a new one typed here. */
export function ShippingSection({
  addresses,
  countries,
  choice,
  onChoice,
  draft,
  onDraft,
  problems,
  shippingLine,
  saveInAddressBook,
  onSaveInAddressBook,
}: Props) {
  const typesNewAddress = addresses.length === 0 || choice === NEW_ADDRESS;
  return (
    <section className={styles.section} aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping" className={styles.sectionTitle}>
        2. Shipping address
      </h2>
      {addresses.length > 0 ? (
        <AddressChoice
          name="shipping-address"
          legend="Ship to"
          hideLegend
          options={addresses.map((address) => ({
            value: savedAddressChoice(address.id),
            label: savedAddressLabel(address, countries),
          }))}
          choice={choice}
          onChoice={onChoice}
          draft={draft}
          onDraft={onDraft}
          problems={problems}
          countries={countries}
          autocompleteSection="shipping"
        />
      ) : (
        <AddressFields draft={draft} problems={problems} countries={countries} onChange={onDraft} autocompleteSection="shipping" />
      )}
      {saveInAddressBook !== null && typesNewAddress && (
        <CheckboxField
          label="Save in address book"
          checked={saveInAddressBook}
          onChange={(event) => onSaveInAddressBook(event.target.checked)}
        />
      )}
      <p className={styles.note} data-checkout-shipping-method>
        <strong>Shipping:</strong> {shippingLine}
      </p>
    </section>
  );
}
