// Server code only (it reads the request's cookies): what the checkout page loads.
import type { Country, SavedAddress } from "@/lib/account/address";
import { CARD_METHOD } from "@/lib/checkout/choices";

import { visitorRequest } from "@/lib/cart/server";
import {
  type AccountCardFieldsFragment,
  CheckoutCustomerDocument,
  type CheckoutCartFieldsFragment,
  CheckoutVisitorDocument,
} from "@/lib/graphql/generated/graphql";
import { getClient } from "@/lib/graphql/cms-client";
import { CheckoutAssurancesDocument, type CheckoutAssurancesQuery } from "@/lib/graphql/generated/graphql";
import { CustomerApiError, SignedOut, shopRequest, UNAVAILABLE } from "@/lib/graphql/server";
import { customerToken, shopperForwardedFor } from "@/lib/session/shopper";

export type CheckoutGateway = { method: string; clientKey: string; tokenize_url: string };

export type CheckoutCustomer = { email: string; addresses: SavedAddress[]; cards: AccountCardFieldsFragment[] };

export type CheckoutData = {
  cart: CheckoutCartFieldsFragment;
  countries: Country[];
  /** Null when the shop has no card gateway set up: nothing can be paid. */
  gateway: CheckoutGateway | null;
  /** Null for a guest. */
  customer: CheckoutCustomer | null;
  /** What the shop promises beside Place Order, from the CMS. */
  assurances: CheckoutAssurancesQuery["checkout_assurances"];
};

export type LoadedCheckout = { ok: true; checkout: CheckoutData } | { ok: false; message: string };

/** The customer's address book and cards; null when the token signs nobody in. */
async function customerPart(token: string | undefined): Promise<CheckoutCustomer | null> {
  if (!token) return null;
  try {
    const data = await shopRequest(CheckoutCustomerDocument, {}, { token, forwardedFor: await shopperForwardedFor() });
    return { email: data.customer.email, addresses: data.customer.addresses, cards: data.tokenBaseCards };
  } catch (error) {
    if (error instanceof SignedOut) return null;
    throw error;
  }
}

/** The CMS's reassurance, cached with its content; none when it cannot be read (checkout goes on). */
async function assurancesPart(): Promise<CheckoutAssurancesQuery["checkout_assurances"]> {
  try {
    const { data } = await getClient().query({ query: CheckoutAssurancesDocument });
    return data?.checkout_assurances ?? [];
  } catch (error) {
    console.warn("The checkout's reassurance could not be loaded.", error);
    return [];
  }
}

/**
 * The visitor's cart, the countries, the gateway's public configuration (guests get it too), the CMS's
 * reassurance and, for a signed-in customer, their email, addresses and stored cards. Both reads run at once.
 */
export async function loadCheckout(): Promise<LoadedCheckout> {
  try {
    const [visitor, customer, assurances] = await Promise.all([
      visitorRequest(CheckoutVisitorDocument, { method: CARD_METHOD }),
      customerToken().then(customerPart),
      assurancesPart(),
    ]);
    const { cart, countries, tokenBaseCheckoutConfig } = visitor.data;
    return {
      ok: true,
      checkout: {
        cart,
        countries,
        gateway: tokenBaseCheckoutConfig,
        // The cart was read as a guest's when the token no longer signs anyone in.
        customer: visitor.token ? customer : null,
        assurances,
      },
    };
  } catch (error) {
    if (!(error instanceof CustomerApiError)) console.error("The checkout could not be loaded.", error);
    return { ok: false, message: error instanceof CustomerApiError ? error.message : UNAVAILABLE };
  }
}
