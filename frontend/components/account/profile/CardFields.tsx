"use client";

import { type CardDraft, type CardProblems, expiryYears } from "@/lib/account/cards";

import { SelectField, TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));

type Props = {
  month: string;
  year: string;
  onMonth: (month: string) => void;
  onYear: (year: string) => void;
  problems: { expMonth?: string; expYear?: string };
  today: string;
  /** A stored card may carry a year before this one. */
  extraYear?: string;
};

/** The expiry month and year selects of the card forms. */
export function ExpiryFields({ month, year, onMonth, onYear, problems, today, extraYear }: Props) {
  const years = expiryYears(today).map(String);
  if (extraYear && !years.includes(extraYear)) years.unshift(extraYear);
  return (
    <>
      <SelectField
        label="Expiration month"
        required
        autoComplete="cc-exp-month"
        value={month}
        error={problems.expMonth}
        placeholder="Month"
        options={MONTHS.map((value) => ({ value, label: value }))}
        onChange={(event) => onMonth(event.target.value)}
      />
      <SelectField
        label="Expiration year"
        required
        autoComplete="cc-exp-year"
        value={year}
        error={problems.expYear}
        placeholder="Year"
        options={years.map((value) => ({ value, label: value }))}
        onChange={(event) => onYear(event.target.value)}
      />
    </>
  );
}

type DetailsProps = {
  card: CardDraft;
  onChange: (card: CardDraft) => void;
  problems: CardProblems;
  today: string;
};

/**
 * A new card's number, expiry and security code (the add-card form and the checkout). The inputs
 * have no name: a form submitted before the page is interactive would otherwise put the number in
 * the URL. The values stay in the owner's memory and go only to the gateway's tokenise endpoint.
 */
export function CardDetailsFields({ card, onChange, problems, today }: DetailsProps) {
  const set = (field: keyof CardDraft, value: string) => onChange({ ...card, [field]: value });
  return (
    <div className={forms.grid}>
      <TextField
        label="Card number"
        required
        className={forms.wide}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={card.cardNumber}
        error={problems.cardNumber}
        onChange={(event) => set("cardNumber", event.target.value)}
      />
      <ExpiryFields
        month={card.expMonth}
        year={card.expYear}
        onMonth={(month) => set("expMonth", month)}
        onYear={(year) => set("expYear", year)}
        problems={problems}
        today={today}
      />
      <TextField
        label="Security code"
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        hint="The 3 or 4 digits on the card."
        value={card.cardCode}
        error={problems.cardCode}
        onChange={(event) => set("cardCode", event.target.value)}
      />
    </div>
  );
}
