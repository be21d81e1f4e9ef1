// Which of the customer's saved addresses a subscription ships to now, and how a change names it.
import type { SubscriptionAddressChangeQuery } from "@/lib/graphql/generated/graphql";

import { addressLines, type Country, type SavedAddress } from "./address";

export type ShippingAddress = NonNullable<
  NonNullable<SubscriptionAddressChangeQuery["subscription"]>["quote"]["shipping_address"]
>;

/** The form's choice for "keep the address it ships to now" when no saved address is that one. */
export const CURRENT_ADDRESS = "current";

const normalized = (text: string | null | undefined) => (text ?? "").trim().toLowerCase();

/**
 * The saved address the subscription ships to: the one it was chosen from, else one with the same
 * name, street, city, ZIP and country (a subscription started at checkout keeps a copy of it).
 */
export function currentSavedAddress(current: ShippingAddress | null, addresses: SavedAddress[]): SavedAddress | undefined {
  if (!current) return undefined;
  const byId = addresses.find((address) => address.id === current.customer_address_id);
  if (byId) return byId;
  const key = (address: { firstname: string; lastname: string; street: string[]; city: string; postcode: string }, country: string) =>
    [address.firstname, address.lastname, address.street.join(" "), address.city, address.postcode, country]
      .map(normalized)
      .join("|");
  const wanted = key(current, current.country_id);
  return addresses.find((address) => key(address, address.country_code) === wanted);
}

/** The subscription's address on one line: name, street, city, state and ZIP, country. */
export function shippingAddressLabel(address: ShippingAddress, countries: Country[]): string {
  return addressLines({ ...address, region: { region: address.region }, country: address.country_id }, countries).join(", ");
}

/** "12 Grove Street, New York": where a confirmed change says it now ships. */
export function shortPlace(address: { street: string[]; city: string }): string {
  return [address.street[0], address.city].filter(Boolean).join(", ");
}
