"use client";

import { AddressFields } from "@/components/account/profile/AddressFields";
import { RadioField } from "@/components/account/forms/Fields";
import forms from "@/components/account/forms/forms.module.css";
import {
  addressLines,
  type AddressDraft,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";
import { type AddressChoice, NEW_ADDRESS, savedAddressChoice } from "@/lib/checkout/choices";

import styles from "./Checkout.module.css";

type Props = {
  addresses: SavedAddress[];
  countries: Country[];
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
  problems: AddressProblems;
  /** "Free Shipping" or "Standard Shipping $6.95", from the cart. */
  shippingLine: string;
};

/** 2 Shipping address: one of the customer's saved addresses, or a new one typed here. */
export function ShippingSection({ addresses, countries, choice, onChoice, draft, onDraft, problems, shippingLine }: Props) {
  const fields = (
    <AddressFields draft={draft} problems={problems} countries={countries} onChange={onDraft} autocompleteSection="shipping" />
  );
  return (
    <section className={styles.section} aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping" className={styles.sectionTitle}>
        2. Shipping address
      </h2>
      {addresses.length > 0 ? (
        <fieldset className={forms.fieldset}>
          <legend className="visually-hidden">Ship to</legend>
          {addresses.map((address) => (
            <RadioField
              key={address.id}
              name="shipping-address"
              label={addressLines({ ...address, country: address.country_code }, countries).join(", ")}
              checked={choice === savedAddressChoice(address.id)}
              onChange={() => onChoice(savedAddressChoice(address.id))}
            />
          ))}
          <RadioField
            name="shipping-address"
            label="Enter a new address"
            checked={choice === NEW_ADDRESS}
            onChange={() => onChoice(NEW_ADDRESS)}
          />
          {choice === NEW_ADDRESS && fields}
        </fieldset>
      ) : (
        fields
      )}
      <p className={styles.note} data-checkout-shipping-method>
        <strong>Shipping:</strong> {shippingLine}
      </p>
    </section>
  );
}
