// Checkout data for tests, shaped as the API answers it.
import type { Country, SavedAddress } from "@/lib/account/address";
import { CORE_MONTHLY, CORE_ONCE, sampleCart } from "@/lib/cart/testing";
import type { CheckoutData } from "@/lib/graphql/checkout-session";
import type { AccountCardFieldsFragment, CheckoutCartFieldsFragment } from "@/lib/graphql/generated/graphql";

export const COUNTRIES: Country[] = [
  {
    id: "US",
    full_name_english: "United States",
    available_regions: [{ __typename: "Region", id: 43, code: "NY", name: "New York" }],
  },
];

export const NEW_YORK: SavedAddress = {
  id: 7,
  firstname: "Jane",
  lastname: "Doe",
  company: "",
  street: ["350 Fifth Avenue"],
  city: "New York",
  postcode: "10118",
  telephone: "2125550100",
  country_code: "US",
  region: { __typename: "CustomerAddressRegion", region_code: "NY", region: "New York", region_id: 43 },
  region_id: 43,
  default_shipping: true,
  default_billing: true,
};

export const VISA: AccountCardFieldsFragment = {
  __typename: "TokenBaseCard",
  id: 3,
  hash: "card-hash-1",
  label: "Visa ending in 4242",
  expires: "2030-12-31",
  active: true,
  address: null,
  additional: { __typename: "TokenBaseCardAdditional", cc_type: "VI", cc_last4: "4242", cc_exp_year: "2030", cc_exp_month: "12" },
};

export const GATEWAY = { method: "authnetcim", clientKey: "public-key", tokenize_url: "/sandbox-gateway/tokens/" };

type CartOptions = { subscription?: boolean; requiresAccount?: boolean; empty?: boolean };

export function checkoutCart({ subscription = false, requiresAccount = false, empty = false }: CartOptions = {}): CheckoutCartFieldsFragment {
  return {
    ...sampleCart({ items: empty ? [] : [subscription ? CORE_MONTHLY : CORE_ONCE] }),
    email: null,
    requires_account: requiresAccount,
    shipping_addresses: [],
    billing_address: null,
    selected_payment_method: null,
  };
}

export function guestCheckout(cart = checkoutCart()): CheckoutData {
  return { cart, countries: COUNTRIES, gateway: GATEWAY, customer: null };
}

export function customerCheckout(cart = checkoutCart({ subscription: true })): CheckoutData {
  return {
    cart: { ...cart, email: "customer@rootwell.example" },
    countries: COUNTRIES,
    gateway: GATEWAY,
    customer: { email: "customer@rootwell.example", addresses: [NEW_YORK], cards: [VISA] },
  };
}
