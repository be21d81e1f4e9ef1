"use client";

import { findCountry, type AddressDraft, type AddressProblems, type Country } from "@/lib/account/address";

import { CheckboxField, SelectField, TextField } from "@/components/forms/Fields";
import forms from "@/components/forms/forms.module.css";

/** The draft's text fields. */
type DraftTextField = "firstname" | "lastname" | "company" | "street1" | "street2" | "city" | "region" | "postcode" | "telephone";

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
  /** One text field of the draft, with its autocomplete token and its problem. */
  const text = (field: DraftTextField, label: string, token: string, { required = false, wide = false, type = "text" } = {}) => (
    <TextField
      label={label}
      required={required || undefined}
      className={wide ? forms.wide : undefined}
      type={type === "text" ? undefined : type}
      autoComplete={auto(token)}
      value={draft[field]}
      error={problems[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  return (
    <div className={forms.grid}>
      {text("firstname", "First name", "given-name", { required: true })}
      {text("lastname", "Last name", "family-name", { required: true })}
      {text("company", "Company", "organization", { wide: true })}
      {text("street1", "Street address", "address-line1", { required: true, wide: true })}
      {text("street2", "Street address, line 2", "address-line2", { wide: true })}
      {text("city", "City", "address-level2", { required: true })}
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
        text("region", "State or region", "address-level1")
      )}
      {text("postcode", "ZIP code", "postal-code", { required: true })}
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
      {text("telephone", "Phone number", "tel", { required: true, type: "tel" })}
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
