import type {
  AccountAddressFieldsFragment,
  AccountCountryFieldsFragment,
  CustomerAddressInput,
  TokenBaseCardAddressInput,
} from "@/lib/graphql/generated/graphql";
import { REQUIRED } from "@/lib/session/texts";

import { formatPhone } from "./phone";
import { cleanText } from "./text";

export type Country = Omit<AccountCountryFieldsFragment, "__typename">;
export type SavedAddress = Omit<AccountAddressFieldsFragment, "__typename">;

/** What the address form edits: every field as the text of its input. */
export type AddressDraft = {
  firstname: string;
  lastname: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  /** A region's id when the country lists its regions ... */
  region_id: string;
  /** ... otherwise the region as typed. */
  region: string;
  postcode: string;
  country_code: string;
  telephone: string;
  default_shipping: boolean;
  default_billing: boolean;
};

export type AddressProblems = Partial<Record<keyof AddressDraft, string>>;

const DEFAULT_COUNTRY = "US";

/** Which address a form uses: "saved:<address id>", "new" (typed in), or a form's own value. */
export type AddressChoice = string;
export const NEW_ADDRESS: AddressChoice = "new";
export const savedAddressChoice = (id: number): AddressChoice => `saved:${id}`;

/** The saved address a choice names, if it names one. */
export function chosenAddress(choice: AddressChoice, addresses: SavedAddress[]): SavedAddress | undefined {
  return addresses.find((address) => savedAddressChoice(address.id) === choice);
}

/** A saved address on one line, as a choice's label. */
export function savedAddressLabel(address: SavedAddress, countries: Country[]): string {
  return addressLines({ ...address, country: address.country_code }, countries).join(", ");
}

export function findCountry(countries: Country[], code: string): Country | undefined {
  return countries.find((country) => country.id === code);
}

/** The form's starting values: a saved address, or an empty one in the shop's home country. */
export function draftFromAddress(address: SavedAddress | null | undefined, countries: Country[]): AddressDraft {
  const country = address?.country_code ?? (findCountry(countries, DEFAULT_COUNTRY) ?? countries[0])?.id ?? "";
  return {
    firstname: address?.firstname ?? "",
    lastname: address?.lastname ?? "",
    company: address?.company ?? "",
    street1: address?.street[0] ?? "",
    street2: address?.street.slice(1).join(" ") ?? "",
    city: address?.city ?? "",
    region_id: address?.region?.region_id != null ? String(address.region.region_id) : "",
    region: address?.region?.region ?? "",
    postcode: address?.postcode ?? "",
    country_code: country,
    telephone: address?.telephone ?? "",
    default_shipping: address?.default_shipping ?? false,
    default_billing: address?.default_billing ?? false,
  };
}

/** The card address form starts from the card's stored billing address, when it has one. */
export function draftFromCardAddress(
  address: Omit<TokenBaseCardAddressInput, "__typename"> | null | undefined,
  countries: Country[],
): AddressDraft {
  const draft = draftFromAddress(null, countries);
  if (!address) return draft;
  return {
    ...draft,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? "",
    street1: address.street[0] ?? "",
    street2: address.street.slice(1).join(" "),
    city: address.city,
    region_id: address.region?.region_id != null ? String(address.region.region_id) : "",
    region: address.region?.region ?? "",
    postcode: address.postcode,
    country_code: address.country_id,
    telephone: address.telephone ?? "",
  };
}

const REQUIRED_FIELDS: (keyof AddressDraft)[] = [
  "firstname",
  "lastname",
  "street1",
  "city",
  "postcode",
  "country_code",
  "telephone",
];

/** The fields the shopper still has to fill in; the API judges the rest (a ZIP's format...). */
export function addressProblems(draft: AddressDraft, countries: Country[]): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of REQUIRED_FIELDS) {
    if (!cleanText(String(draft[field]))) problems[field] = REQUIRED;
  }
  const regions = findCountry(countries, draft.country_code)?.available_regions ?? [];
  if (regions.length > 0 && !regions.some((region) => String(region.id) === draft.region_id)) {
    problems.region_id = REQUIRED;
  }
  return problems;
}

function regionInput(draft: AddressDraft, countries: Country[]) {
  const regions = findCountry(countries, draft.country_code)?.available_regions ?? [];
  if (regions.length > 0) {
    const region = regions.find((candidate) => String(candidate.id) === draft.region_id);
    return region ? { region_id: region.id, region_code: region.code, region: region.name } : null;
  }
  const typed = cleanText(draft.region);
  return typed ? { region: typed } : null;
}

function street(draft: AddressDraft): string[] {
  return [draft.street1, draft.street2].map(cleanText).filter(Boolean);
}

/** What an address book entry and a card's billing address both send of a typed address, cleaned. */
function cleanedAddress(draft: AddressDraft, countries: Country[]) {
  return {
    firstname: cleanText(draft.firstname),
    lastname: cleanText(draft.lastname),
    company: cleanText(draft.company),
    street: street(draft),
    city: cleanText(draft.city),
    region: regionInput(draft, countries),
    postcode: cleanText(draft.postcode),
    telephone: cleanText(draft.telephone),
  };
}

/** The address book's input (createCustomerAddress, updateCustomerAddress), cleaned. */
export function addressInput(draft: AddressDraft, countries: Country[]): CustomerAddressInput {
  return {
    ...cleanedAddress(draft, countries),
    country_code: draft.country_code as CustomerAddressInput["country_code"],
    default_shipping: draft.default_shipping,
    default_billing: draft.default_billing,
  };
}

/** A card's billing address typed into the card form. */
export function cardAddressFromDraft(draft: AddressDraft, countries: Country[]): TokenBaseCardAddressInput {
  return { ...cleanedAddress(draft, countries), country_id: draft.country_code };
}

/** A card's billing address copied from the address book. */
export function cardAddressFromSaved(address: SavedAddress): TokenBaseCardAddressInput {
  const region = address.region;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    region: region ? { region_id: region.region_id, region_code: region.region_code, region: region.region } : null,
    postcode: address.postcode,
    country_id: address.country_code,
    telephone: address.telephone,
  };
}

type DisplayAddress = {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: { region?: string | null; region_code?: string | null } | null;
  postcode: string;
  country: string;
  telephone?: string | null;
};

/** An address as the lines of a label: name, company, street, "City, ST 12345", country, phone. */
export function addressLines(address: DisplayAddress, countries: Country[]): string[] {
  const regionName = address.region?.region_code || address.region?.region || "";
  const cityLine = [address.city, [regionName, address.postcode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    address.company ?? "",
    ...address.street,
    cityLine,
    findCountry(countries, address.country)?.full_name_english ?? address.country,
    formatPhone(address.telephone),
  ].filter(Boolean);
}

/** An order's address (the API's OrderAddress, whose region is its name and country its code)
 * as the lines of a label. */
export function orderAddressLines(
  address: Omit<DisplayAddress, "region" | "country"> & { region?: string | null; country_code: string },
  countries: Country[],
): string[] {
  return addressLines({ ...address, region: { region: address.region }, country: address.country_code }, countries);
}
