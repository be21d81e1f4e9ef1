"use client";

import { expiryYears } from "@/lib/account/cards";

import { SelectField } from "../forms/Fields";

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
