// Turns what the checkout form holds into what Place Order sends, and finds what is missing first.
import { chosenSavedAddress, NEW_ADDRESS as NEW_BILLING, type BillingChoice } from "@/components/account/profile/BillingAddressChoice";
import {
  type AddressChoice,
  addressInput,
  addressProblems,
  chosenAddress,
  NEW_ADDRESS,
  type AddressDraft,
  type AddressProblems,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";
import { cardDetails, cardDraftProblems, type CardDraft, type CardProblems, tokenizeCard } from "@/lib/account/cards";
import { CARD_METHOD, CART_CARD, type CardChoice, chosenCardHash, NEW_CARD } from "@/lib/checkout/choices";
import type { PaymentToSet } from "@/lib/checkout/place-order";
import type { BillingAddressInput, ShippingAddressInput } from "@/lib/graphql/generated/graphql";
import { REQUIRED } from "@/lib/session/texts";
import { isValidEmail } from "@/lib/validation/email";

export const INVALID_EMAIL = "Please enter a valid email address.";

export type CheckoutDraft = {
  /** Null for a signed-in customer. */
  email: string | null;
  shippingChoice: AddressChoice;
  shippingDraft: AddressDraft;
  cardChoice: CardChoice;
  card: CardDraft;
  billingSame: boolean;
  billingChoice: BillingChoice;
  billingDraft: AddressDraft;
  /** The shopper ticked their consent to the auto-renewal terms (a cart with a subscription). */
  termsAccepted: boolean;
  /** A signed-in customer's new shipping address goes into their address book with the order. */
  saveInAddressBook: boolean;
};

export type CheckoutProblems = {
  email?: string;
  shipping: AddressProblems;
  card: CardProblems;
  billing: AddressProblems;
  terms?: string;
};

export const TERMS_REQUIRED = "Please agree to the auto-renewal terms to subscribe.";

function stillFound<T extends Record<string, string | undefined>>(shown: T, now: T): T {
  return Object.fromEntries(Object.keys(shown).flatMap((field) => (now[field] ? [[field, now[field]]] : []))) as T;
}

/**
 * The errors to keep showing once the form changed: each shown error stays, worded as the field
 * is now, until its field is valid; fields nobody was told about yet get no error before the next
 * Place Order.
 */
export function stillProblems(shown: CheckoutProblems, now: CheckoutProblems): CheckoutProblems {
  return {
    email: shown.email && now.email,
    shipping: stillFound(shown.shipping, now.shipping),
    card: stillFound(shown.card, now.card),
    billing: stillFound(shown.billing, now.billing),
    terms: shown.terms && now.terms,
  };
}

/** What the shopper still has to fill in, section by section; the shop judges the rest. */
export function checkoutProblems(
  draft: CheckoutDraft,
  addresses: SavedAddress[],
  countries: Country[],
  hasSubscription = false,
): CheckoutProblems {
  const email = draft.email === null ? undefined : !draft.email.trim() ? REQUIRED : isValidEmail(draft.email) ? undefined : INVALID_EMAIL;
  const newShipping = draft.shippingChoice === NEW_ADDRESS || !chosenAddress(draft.shippingChoice, addresses);
  const newBilling = !draft.billingSame && (draft.billingChoice === NEW_BILLING || !chosenSavedAddress(draft.billingChoice, addresses));
  return {
    email,
    shipping: newShipping ? addressProblems(draft.shippingDraft, countries) : {},
    card: draft.cardChoice === NEW_CARD ? cardDraftProblems(draft.card) : {},
    billing: newBilling ? addressProblems(draft.billingDraft, countries) : {},
    terms: hasSubscription && !draft.termsAccepted ? TERMS_REQUIRED : undefined,
  };
}

export function shippingInput(draft: CheckoutDraft, addresses: SavedAddress[], countries: Country[]): ShippingAddressInput {
  const saved = chosenAddress(draft.shippingChoice, addresses);
  if (saved) return { customer_address_id: saved.id };
  return { address: addressInput(draft.shippingDraft, countries), save_in_address_book: draft.saveInAddressBook };
}

export function billingInput(draft: CheckoutDraft, addresses: SavedAddress[], countries: Country[]): BillingAddressInput {
  if (draft.billingSame) return { same_as_shipping: true };
  const saved = chosenSavedAddress(draft.billingChoice, addresses);
  return saved ? { customer_address_id: saved.id } : { address: addressInput(draft.billingDraft, countries) };
}

type Gateway = { method: string; clientKey: string; tokenize_url: string } | null;

/**
 * The payment Place Order sets: a stored card by its hash; nothing new when the cart already holds
 * the chosen card (`cardOnCart`: this new card went onto the cart in an earlier press); else the
 * new card, tokenised now at the gateway so that only its nonce reaches the shop's API.
 */
export async function paymentToSet(draft: CheckoutDraft, gateway: Gateway, cardOnCart: boolean): Promise<PaymentToSet> {
  const method = gateway?.method ?? CARD_METHOD;
  const hash = chosenCardHash(draft.cardChoice);
  if (hash) return { kind: "input", input: { code: method, tokenbase_card_id: hash } };
  if (draft.cardChoice === CART_CARD || cardOnCart) return { kind: "unchanged" };
  if (!gateway) return { kind: "failed" };
  const token = await tokenizeCard(gateway.tokenize_url, gateway.clientKey, cardDetails(draft.card));
  if (token.kind !== "nonce") return token;
  return { kind: "input", input: { code: method, tokenbase_data: { nonce: token.nonce } } };
}
