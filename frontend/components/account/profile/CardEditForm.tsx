"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import {
  addressLines,
  addressProblems,
  cardAddressFromDraft,
  cardAddressFromSaved,
  draftFromCardAddress,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";
import { cardSummary } from "@/lib/account/cards";
import { cleanText } from "@/lib/account/text";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  AccountCardFieldsFragment,
  UpdateTokenBaseCardMutation,
  UpdateTokenBaseCardMutationVariables,
} from "@/lib/graphql/generated/graphql";
import { REQUIRED } from "@/lib/session/texts";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { CheckboxField, focusFirstInvalid, TextField } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import { PROFILE_HREF } from "./AddressForm";
import {
  BillingAddressChoice,
  chosenSavedAddress,
  CURRENT_ADDRESS,
  initialBillingChoice,
  NEW_ADDRESS,
} from "./BillingAddressChoice";
import { ExpiryFields } from "./CardFields";
import { UNREACHABLE } from "./messages";

type Props = {
  card: AccountCardFieldsFragment;
  addresses: SavedAddress[];
  countries: Country[];
  update: BrowserOperation<UpdateTokenBaseCardMutation, UpdateTokenBaseCardMutationVariables>;
  today: string;
};

/** Edits what a stored card keeps besides its number: label, expiry, billing address, active. */
export function CardEditForm({ card, addresses, countries, update, today }: Props) {
  const router = useRouter();
  const [label, setLabel] = useState(card.label);
  const [expMonth, setExpMonth] = useState(card.additional.cc_exp_month.padStart(2, "0"));
  const [expYear, setExpYear] = useState(card.additional.cc_exp_year);
  const [active, setActive] = useState(card.active);
  const [choice, setChoice] = useState(() => initialBillingChoice(addresses, Boolean(card.address)));
  const [draft, setDraft] = useState(() => draftFromCardAddress(card.address, countries));
  const [expiryProblems, setExpiryProblems] = useState<{ expMonth?: string; expYear?: string }>({});
  const [billingProblems, setBillingProblems] = useState<AddressProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const current = card.address
    ? addressLines({ ...card.address, country: card.address.country_id }, countries)
    : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const foundExpiry = { ...(expMonth ? {} : { expMonth: REQUIRED }), ...(expYear ? {} : { expYear: REQUIRED }) };
    const foundBilling = choice === NEW_ADDRESS ? addressProblems(draft, countries) : {};
    setExpiryProblems(foundExpiry);
    setBillingProblems(foundBilling);
    setError(null);
    if (Object.keys(foundExpiry).length + Object.keys(foundBilling).length > 0) {
      return focusFirstInvalid(formRef.current);
    }
    const saved = chosenSavedAddress(choice, addresses);
    const address =
      choice === CURRENT_ADDRESS ? undefined : saved ? cardAddressFromSaved(saved) : cardAddressFromDraft(draft, countries);

    setSaving(true);
    const result = await postGraphQL(update, {
      input: {
        hash: card.hash,
        label: cleanText(label),
        active,
        additional: { cc_exp_month: Number(expMonth), cc_exp_year: Number(expYear) },
        ...(address ? { address } : {}),
      },
    });
    if (result.kind === "data" && result.data.updateTokenBaseCard) {
      router.push(PROFILE_HREF);
      return;
    }
    setSaving(false);
    setError(result.kind === "refused" ? result.message : UNREACHABLE);
  }

  return (
    <form ref={formRef} className={forms.form} aria-label="Edit card" aria-busy={saving} noValidate onSubmit={submit}>
      <p className={styles.itemTitle}>{cardSummary(card.additional)}</p>
      <div className={forms.grid}>
        <TextField
          label="Card name"
          className={forms.wide}
          hint="How the card is listed in your account. Leave empty for the card's type and last four digits."
          maxLength={100}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <ExpiryFields
          month={expMonth}
          year={expYear}
          onMonth={setExpMonth}
          onYear={setExpYear}
          problems={expiryProblems}
          today={today}
          extraYear={card.additional.cc_exp_year}
        />
      </div>
      <BillingAddressChoice
        addresses={addresses}
        countries={countries}
        choice={choice}
        onChoice={setChoice}
        draft={draft}
        onDraft={setDraft}
        problems={billingProblems}
        current={current}
      />
      <CheckboxField label="Active: offer this card for payments" checked={active} onChange={(event) => setActive(event.target.checked)} />
      {error && <AccountAlert message={error} context="update_card" />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving}>
          Save Card
        </Button>
        <Button href={PROFILE_HREF} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
