// The checkout's choices (which address, which card) and where each starts when the page opens:
// from what an earlier visit already set on the cart, else the customer's defaults.
import {
  type AddressChoice,
  draftFromAddress,
  NEW_ADDRESS,
  savedAddressChoice,
  type AddressDraft,
  type Country,
  type SavedAddress,
} from "@/lib/account/address";
import { isCardExpired } from "@/lib/account/cards";
import type {
  AccountCardFieldsFragment,
  CheckoutCartAddressFieldsFragment,
  CheckoutCartFieldsFragment,
  CustomerAddressInput,
} from "@/lib/graphql/generated/graphql";

/** The gateway method the storefront takes cards with (Authorize.net CIM, as the API names it). */
export const CARD_METHOD = "authnetcim";

/**
 * Whether the visitor must sign in before checking out: the shop says so (requires_account: a
 * subscription line and no customer); a subscription in the cart of a visitor the page could not
 * sign in (a lapsed token) counts too, since subscriptions are managed in an account.
 */
export function mustSignInFirst(cart: Pick<CheckoutCartFieldsFragment, "requires_account" | "has_subscription">, signedIn: boolean): boolean {
  return cart.requires_account || (cart.has_subscription && !signedIn);
}

/** The assurance icon editors choose for the money-back guarantee (CMS: Checkout reassurance). */
export const GUARANTEE_ICON = "guarantee";

/**
 * What the checkout promises beside Place Order: the money-back guarantee covers the hair journey
 * a subscription starts, so a cart without a subscription plan (a one-time order, which does not
 * qualify) is not promised it.
 */
export function assurancesFor<T extends { icon: string }>(assurances: T[], hasSubscription: boolean): T[] {
  return hasSubscription ? assurances : assurances.filter((assurance) => assurance.icon !== GUARANTEE_ICON);
}

/** The saved address the cart ships to, else the default shipping one, else the first, else new. */
export function initialShippingChoice(cart: CheckoutCartFieldsFragment, addresses: SavedAddress[]): AddressChoice {
  const onCart = cart.shipping_addresses[0];
  if (onCart) {
    const saved = addresses.find((address) => address.id === onCart.customer_address_id);
    return saved ? savedAddressChoice(saved.id) : NEW_ADDRESS;
  }
  const preferred = addresses.find((address) => address.default_shipping) ?? addresses[0];
  return preferred ? savedAddressChoice(preferred.id) : NEW_ADDRESS;
}

/** The new-address form starts from an address typed on an earlier visit, if the cart has one. */
export function initialShippingDraft(cart: CheckoutCartFieldsFragment, countries: Country[]): AddressDraft {
  const onCart = cart.shipping_addresses[0];
  return draftFromAddress(onCart && onCart.customer_address_id == null ? asSavedAddress(onCart) : null, countries);
}

function asSavedAddress(address: CheckoutCartAddressFieldsFragment): SavedAddress {
  return {
    ...address,
    id: 0,
    country_code: address.country_code as NonNullable<CustomerAddressInput["country_code"]>,
    region_id: address.region?.region_id ?? null,
    default_shipping: false,
    default_billing: false,
  };
}

/** "card:<hash>" (a stored card), "cart" (the card an earlier visit set on this cart) or "new". */
export type CardChoice = string;
export const NEW_CARD: CardChoice = "new";
export const CART_CARD: CardChoice = "cart";
export const storedCardChoice = (hash: string): CardChoice => `card:${hash}`;

/** The customer's cards that can pay today: active and not past their expiry month. */
export function usableCards(cards: AccountCardFieldsFragment[], today: string): AccountCardFieldsFragment[] {
  return cards.filter((card) => card.active && !isCardExpired(card.expires, today));
}

/** The card on the cart when it is not one of the stored cards (a guest's, entered earlier). */
export function cartOnlyCard(cart: CheckoutCartFieldsFragment, cards: AccountCardFieldsFragment[]) {
  const card = cart.selected_payment_method?.card;
  if (!card) return null;
  return card.hash && cards.some((stored) => stored.hash === card.hash) ? null : card;
}

/**
 * The stored card the cart holds, else the default card (else the first usable one), else a new one. A guest's
 * card from an earlier visit is offered but not chosen for them: it may be the one just declined.
 */
export function initialCardChoice(cart: CheckoutCartFieldsFragment, cards: AccountCardFieldsFragment[]): CardChoice {
  const onCart = cart.selected_payment_method?.card;
  if (onCart?.hash && cards.some((card) => card.hash === onCart.hash)) return storedCardChoice(onCart.hash);
  const preferred = cards.find((card) => card.is_default) ?? cards[0];
  return preferred ? storedCardChoice(preferred.hash) : NEW_CARD;
}

/** The stored card's hash a choice names, if it names one. */
export function chosenCardHash(choice: CardChoice): string | null {
  return choice.startsWith("card:") ? choice.slice("card:".length) : null;
}
