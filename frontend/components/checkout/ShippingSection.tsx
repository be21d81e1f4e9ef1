"use client";

import { CheckboxField } from "@/components/forms/Fields";
import { AddressChoice, type SavedAddressChoiceProps } from "@/components/account/profile/AddressChoice";
import { AddressFields } from "@/components/account/profile/AddressFields";
import { NEW_ADDRESS, savedAddressChoice, savedAddressLabel } from "@/lib/account/address";

import styles from "./Checkout.module.css";

type Props = SavedAddressChoiceProps & {
  /** "Free Shipping" or "Standard Shipping $6.95", from the cart. */
  shippingLine: string;
  /** Whether a new address is saved in the customer's address book; null for a guest (no book). */
  saveInAddressBook: boolean | null;
  onSaveInAddressBook: (save: boolean) => void;
};

/** 2 Shipping address: one of the customer's saved addresses, or a new one typed here. */
export function ShippingSection({ addresses, shippingLine, saveInAddressBook, onSaveInAddressBook, ...state }: Props) {
  const { choice, draft, onDraft, problems, countries } = state;
  const typesNewAddress = addresses.length === 0 || choice === NEW_ADDRESS;
  return (
    <section className={styles.section} aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping" className={styles.sectionTitle}>
        2. Shipping address
      </h2>
      {addresses.length > 0 ? (
        <AddressChoice
          {...state}
          name="shipping-address"
          legend="Ship to"
          hideLegend
          options={addresses.map((address) => ({
            value: savedAddressChoice(address.id),
            label: savedAddressLabel(address, countries),
          }))}
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
