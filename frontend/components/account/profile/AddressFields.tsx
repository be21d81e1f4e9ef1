"use client";

import { findCountry, type AddressDraft, type AddressProblems, type Country } from "@/lib/account/address";

import { CheckboxField, SelectField, TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";

type Props = {
  draft: AddressDraft;
  problems: AddressProblems;
  countries: Country[];
  onChange: (draft: AddressDraft) => void;
  /** The address book's default flags; a card's billing address has none. */
  withDefaults?: boolean;
  /** Prefix of the autocomplete tokens: "shipping" or "billing". */
  autocompleteSection: "shipping" | "billing";
};

/** The fields of an address: names, company, two street lines, city, state, ZIP, country, phone. */
export function AddressFields({ draft, problems, countries, onChange, withDefaults = false, autocompleteSection }: Props) {
  const set = <K extends keyof AddressDraft>(field: K, value: AddressDraft[K]) => onChange({ ...draft, [field]: value });
  const regions = findCountry(countries, draft.country_code)?.available_regions ?? [];
  const auto = (token: string) => `${autocompleteSection} ${token}`;

  return (
    <div className={forms.grid}>
      <TextField
        label="First name"
        required
        autoComplete={auto("given-name")}
        value={draft.firstname}
        error={problems.firstname}
        onChange={(event) => set("firstname", event.target.value)}
      />
      <TextField
        label="Last name"
        required
        autoComplete={auto("family-name")}
        value={draft.lastname}
        error={problems.lastname}
        onChange={(event) => set("lastname", event.target.value)}
      />
      <TextField
        label="Company"
        className={forms.wide}
        autoComplete={auto("organization")}
        value={draft.company}
        error={problems.company}
        onChange={(event) => set("company", event.target.value)}
      />
      <TextField
        label="Street address"
        required
        className={forms.wide}
        autoComplete={auto("address-line1")}
        value={draft.street1}
        error={problems.street1}
        onChange={(event) => set("street1", event.target.value)}
      />
      <TextField
        label="Street address, line 2"
        className={forms.wide}
        autoComplete={auto("address-line2")}
        value={draft.street2}
        error={problems.street2}
        onChange={(event) => set("street2", event.target.value)}
      />
      <TextField
        label="City"
        required
        autoComplete={auto("address-level2")}
        value={draft.city}
        error={problems.city}
        onChange={(event) => set("city", event.target.value)}
      />
      {regions.length > 0 ? (
        <SelectField
          label="State"
          required
          autoComplete={auto("address-level1")}
          value={draft.region_id}
          error={problems.region_id}
          placeholder="Select a state"
          options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
          onChange={(event) => set("region_id", event.target.value)}
        />
      ) : (
        <TextField
          label="State or region"
          autoComplete={auto("address-level1")}
          value={draft.region}
          error={problems.region}
          onChange={(event) => set("region", event.target.value)}
        />
      )}
      <TextField
        label="ZIP code"
        required
        autoComplete={auto("postal-code")}
        value={draft.postcode}
        error={problems.postcode}
        onChange={(event) => set("postcode", event.target.value)}
      />
      <SelectField
        label="Country"
        required
        autoComplete={auto("country")}
        value={draft.country_code}
        error={problems.country_code}
        placeholder={countries.some((country) => country.id === draft.country_code) ? undefined : "Select a country"}
        options={countries.map((country) => ({ value: country.id, label: country.full_name_english }))}
        // A new country has its own list of states.
        onChange={(event) => onChange({ ...draft, country_code: event.target.value, region_id: "", region: "" })}
      />
      <TextField
        label="Phone number"
        required
        type="tel"
        autoComplete={auto("tel")}
        value={draft.telephone}
        error={problems.telephone}
        onChange={(event) => set("telephone", event.target.value)}
      />
      {withDefaults && (
        <div className={`${forms.wide} ${forms.fieldset}`}>
          <CheckboxField
            label="Use as my default shipping address"
            checked={draft.default_shipping}
            onChange={(event) => set("default_shipping", event.target.checked)}
          />
          <CheckboxField
            label="Use as my default billing address"
            checked={draft.default_billing}
            onChange={(event) => set("default_billing", event.target.checked)}
          />
        </div>
      )}
    </div>
  );
}
