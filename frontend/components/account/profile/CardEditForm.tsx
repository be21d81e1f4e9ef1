"use client";

import { useState } from "react";

import { CheckboxField, TextField } from "@/components/forms/Fields";
import { FormActions } from "@/components/forms/FormActions";
import forms from "@/components/forms/forms.module.css";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import {
  addressLines,
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
import { BillingAddressChoice, initialBillingChoice, useCardBillingAddress } from "./BillingAddressChoice";
import { ExpiryFields } from "./CardFields";
import { PROFILE_HREF, useReturnToProfile } from "./profile-return";

type Props = {
  card: AccountCardFieldsFragment;
  addresses: SavedAddress[];
  countries: Country[];
  update: BrowserOperation<UpdateTokenBaseCardMutation, UpdateTokenBaseCardMutationVariables>;
  today: string;
};

/** Edits what a stored card keeps besides its number: label, expiry, billing address, active. */
export function CardEditForm({ card, addresses, countries, update, today }: Props) {
  const returnToProfile = useReturnToProfile();
  const [label, setLabel] = useState(card.label);
  const [expMonth, setExpMonth] = useState(card.additional.cc_exp_month.padStart(2, "0"));
  const [expYear, setExpYear] = useState(card.additional.cc_exp_year);
  const [active, setActive] = useState(card.active);
  const billing = useCardBillingAddress(addresses, countries, () => ({
    choice: initialBillingChoice(addresses, Boolean(card.address)),
    draft: draftFromCardAddress(card.address, countries),
  }));
  const { formRef, pending, problems, error, submitWith } = useMutationForm<{
    expiry: { expMonth?: string; expYear?: string };
    billing: AddressProblems;
  }>();
  const current = card.address
    ? addressLines({ ...card.address, country: card.address.country_id }, countries)
    : undefined;

  const submit = submitWith({
    validate: () => ({
      expiry: { ...(expMonth ? {} : { expMonth: REQUIRED }), ...(expYear ? {} : { expYear: REQUIRED }) },
      billing: billing.problems(),
    }),
    send: async () => {
      const address = billing.keepsCurrent ? undefined : billing.address();
      const result = await postGraphQL(update, {
        input: {
          hash: card.hash,
          label: cleanText(label),
          active,
          additional: { cc_exp_month: Number(expMonth), cc_exp_year: Number(expYear) },
          ...(address ? { address } : {}),
        },
      });
      return outcomeOf(result, (data) => {
        if (!data.updateTokenBaseCard) return null;
        return returnToProfile();
      });
    },
  });

  return (
    <form ref={formRef} className={forms.form} aria-label="Edit card" aria-busy={pending} noValidate onSubmit={submit}>
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
          problems={problems.expiry ?? {}}
          today={today}
          extraYear={card.additional.cc_exp_year}
        />
      </div>
      <BillingAddressChoice {...billing.fields} problems={problems.billing ?? {}} current={current} />
      <CheckboxField label="Active: offer this card for payments" checked={active} onChange={(event) => setActive(event.target.checked)} />
      {error && <AccountAlert message={error} context="update_card" />}
      <FormActions submit="Save Card" pending={pending} cancel={PROFILE_HREF} />
    </form>
  );
}
