"use client";

import { useRef, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import {
  addressInput,
  addressProblems,
  chosenAddress,
  draftFromAddress,
  NEW_ADDRESS,
  savedAddressChoice,
  savedAddressLabel,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";
import {
  CURRENT_ADDRESS,
  currentSavedAddress,
  shippingAddressLabel,
  shortPlace,
  type ShippingAddress,
} from "@/lib/account/subscription-address";
import type { SubscriptionDetail } from "@/lib/account/subscription-changes";
import { formatPrice } from "@/lib/money";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { focusFirstInvalid } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import { AddressChoice } from "../profile/AddressChoice";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = {
  subscription: SubscriptionDetail & { quote: { shipping_address: ShippingAddress | null } };
  addresses: SavedAddress[];
  countries: Country[];
  update: UpdateSubscriptionOperation;
};

/** Ships the subscription to one of the saved addresses or to a new one, checked as at checkout. */
export function EditAddress({ subscription, addresses, countries, update: updateOperation }: Props) {
  const current = subscription.quote.shipping_address;
  const currentSaved = currentSavedAddress(current, addresses);
  const unchanged = currentSaved ? savedAddressChoice(currentSaved.id) : current ? CURRENT_ADDRESS : NEW_ADDRESS;
  const [choice, setChoice] = useState(unchanged);
  const [draft, setDraft] = useState(() => draftFromAddress(null, countries));
  const [problems, setProblems] = useState<AddressProblems>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { update, saving, error } = useSubscriptionUpdate(updateOperation, subscription.entity_id);
  const total = subscription.quote.grand_total;

  const options = [
    // An address typed at checkout is in no address book: it can still be kept.
    ...(current && !currentSaved
      ? [{ value: CURRENT_ADDRESS, label: `${shippingAddressLabel(current, countries)} (current)` }]
      : []),
    ...addresses.map((address) => ({
      value: savedAddressChoice(address.id),
      label: `${savedAddressLabel(address, countries)}${address === currentSaved ? " (current)" : ""}`,
    })),
  ];

  // Keeping the address it ships to is no change; a new address always is.
  const isChange = choice !== unchanged || choice === NEW_ADDRESS;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isChange) return;
    const saved = chosenAddress(choice, addresses);
    if (saved) {
      update({ shipping_address: { customer_address_id: saved.id } }, { success: `Your subscription now ships to ${shortPlace(saved)}.` });
      return;
    }
    const found = addressProblems(draft, countries);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const address = { ...addressInput(draft, countries), default_shipping: false, default_billing: false };
    const place = shortPlace({ street: [draft.street1.trim()], city: draft.city.trim() });
    update({ shipping_address: { address } }, { success: `Your subscription now ships to ${place}.` });
  }

  return (
    <form ref={formRef} className={forms.form} aria-label="Edit delivery address" aria-busy={saving} noValidate onSubmit={submit}>
      <AddressChoice
        name="subscription-address"
        legend="Where should it ship?"
        options={options}
        choice={choice}
        onChoice={setChoice}
        draft={draft}
        onDraft={setDraft}
        problems={problems}
        countries={countries}
        autocompleteSection="shipping"
      />
      {error && <AccountAlert message={error} context="change_address" />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving} disabled={!isChange}>
          Ship Here
        </Button>
        <p className={styles.muted} data-estimate>
          The price stays {formatPrice(total.value, total.currency)} a shipment: shipping is free to any address.
        </p>
      </div>
    </form>
  );
}
