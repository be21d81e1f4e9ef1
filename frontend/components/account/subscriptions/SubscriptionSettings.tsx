"use client";

import Link from "next/link";
import { useState, type FormEvent, type ReactNode } from "react";

import { Button } from "@/components/ui/Button";
import { cardSummary } from "@/lib/account/cards";
import { shopToday } from "@/lib/account/dates";
import { allows, type SubscriptionDetail } from "@/lib/account/subscription-changes";
import type { AccountCardFieldsFragment } from "@/lib/graphql/generated/graphql";

import styles from "../Account.module.css";
import { SelectField, TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";
import local from "./Subscription.module.css";
import { UpdateOutcome } from "./UpdateOutcome";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = {
  subscription: SubscriptionDetail;
  cards: AccountCardFieldsFragment[];
  update: UpdateSubscriptionOperation;
};

const ADD_CARD_HREF = "/account/profile/payment/add/";

/** The card renewals charge, the subscription's name and its journey start date. */
export function SubscriptionSettings({ subscription, cards, update: updateOperation }: Props) {
  const { update, saving, error, done } = useSubscriptionUpdate(updateOperation, subscription.entity_id);
  const usable = cards.filter((card) => card.active);
  const current = subscription.quote.payment?.tokenbase_id ?? "";
  const [card, setCard] = useState(usable.some((option) => option.hash === current) ? current : (usable[0]?.hash ?? ""));
  const [name, setName] = useState(subscription.name);
  const [journeyStart, setJourneyStart] = useState(subscription.journey_start_date?.slice(0, 10) ?? "");
  const today = shopToday();
  const save = (changes: Parameters<typeof update>[0], success: string) => (event: FormEvent) => {
    event.preventDefault();
    update(changes, { success, stay: true });
  };
  const cardLabel = (option: AccountCardFieldsFragment) =>
    `${cardSummary({ cc_type: option.additional.cc_type, cc_last4: option.additional.cc_last4 })}, expires ${option.expires.slice(0, 7)}`;

  return (
    <section className={styles.section} aria-labelledby="subscription-settings-heading">
      <div className={styles.sectionHeader}>
        <h2 id="subscription-settings-heading">Settings</h2>
      </div>
      <UpdateOutcome done={done} error={error} />
      {allows(subscription, "change_card") && (
        <Setting
          label="Card for renewals"
          onSubmit={save({ tokenbase_id: card }, "Renewals now charge the card you chose.")}
          submit="Use This Card"
          saving={saving}
          disabled={!card || card === current}
        >
          {usable.length ? (
            <SelectField
              label="Card for renewals"
              value={card}
              onChange={(event) => setCard(event.target.value)}
              options={usable.map((option) => ({ value: option.hash, label: cardLabel(option) }))}
            />
          ) : (
            <p className={styles.muted}>You have no saved card yet.</p>
          )}
          <Link href={ADD_CARD_HREF} prefetch={false} className={styles.textButton}>
            Add a New Card
          </Link>
        </Setting>
      )}
      {allows(subscription, "rename") && (
        <Setting
          label="Name"
          onSubmit={save({ name: name.trim() }, "Your subscription was renamed.")}
          submit="Rename"
          saving={saving}
          disabled={!name.trim() || name.trim() === subscription.name}
        >
          <TextField label="Name" name="name" value={name} maxLength={255} onChange={(event) => setName(event.target.value)} />
        </Setting>
      )}
      {allows(subscription, "set_journey_start") && (
        <Setting
          label="Hair journey start"
          onSubmit={save({ journey_start_date: journeyStart }, "Your hair journey start date was saved.")}
          submit="Save Date"
          saving={saving}
          disabled={!journeyStart || journeyStart > today}
        >
          <TextField
            label="Hair journey started on"
            type="date"
            name="journey_start_date"
            max={today}
            value={journeyStart}
            onChange={(event) => setJourneyStart(event.target.value)}
          />
        </Setting>
      )}
    </section>
  );
}

type SettingProps = {
  label: string;
  submit: string;
  saving: boolean;
  disabled: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
};

function Setting({ label, submit, saving, disabled, onSubmit, children }: SettingProps) {
  return (
    <form className={`${forms.form} ${local.setting}`} aria-label={label} noValidate onSubmit={onSubmit}>
      {children}
      <div className={forms.buttons}>
        <Button type="submit" variant="secondary" loading={saving} disabled={disabled}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
