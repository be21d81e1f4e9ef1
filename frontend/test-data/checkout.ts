// Checkout data for tests, shaped as the API answers it.
import type { Country, SavedAddress } from "@/lib/account/address";
import { CORE_MONTHLY, CORE_ONCE, sampleCart } from "@/test-data/cart";
import { usd } from "@/test-data/money";
import type { CheckoutData } from "@/lib/checkout/server";
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
  is_default: true,
  renews_subscriptions: [],
};

export const GATEWAY = { method: "authnetcim", clientKey: "public-key", tokenize_url: "/sandbox-gateway/tokens/" };

type CartOptions = { subscription?: boolean; requiresAccount?: boolean; empty?: boolean };

export function checkoutCart({ subscription = false, requiresAccount = false, empty = false }: CartOptions = {}): CheckoutCartFieldsFragment {
  const cart = sampleCart({ items: empty ? [] : [subscription ? CORE_MONTHLY : CORE_ONCE] });
  return {
    ...cart,
    // Monthly plans bill every month; a one-time purchase never renews.
    items: cart.items.map((item) => ({
      ...item,
      product: { ...item.product, billing_interval: item.product.sku.endsWith("-S01") ? 1 : 0 },
    })),
    prices: { ...cart.prices, store_credit: usd("0.00"), amount_due: cart.prices.grand_total },
    email: null,
    requires_account: requiresAccount,
    shipping_addresses: [],
    billing_address: null,
    selected_payment_method: null,
    applied_store_credit: null,
  };
}

const inCents = (value: string) => Math.round(Number(value) * 100);

/** A signed-in customer's cart with `balance` of store credit, used (`applied` of it, up to the
 * total) or not, its amount due as the API prices it. */
export function withStoreCredit(cart: CheckoutCartFieldsFragment, balance: string, use: boolean): CheckoutCartFieldsFragment {
  const total = inCents(cart.prices.grand_total.value);
  const applied = use ? Math.min(inCents(balance), total) : 0;
  return {
    ...cart,
    prices: {
      ...cart.prices,
      store_credit: usd((applied / 100).toFixed(2)),
      amount_due: usd(((total - applied) / 100).toFixed(2)),
    },
    applied_store_credit: {
      __typename: "AppliedStoreCredit",
      enabled: use,
      current_balance: usd(balance),
      applied_balance: usd((applied / 100).toFixed(2)),
    },
  };
}

export function guestCheckout(cart = checkoutCart()): CheckoutData {
  return { cart, countries: COUNTRIES, gateway: GATEWAY, customer: null, assurances: [] };
}

export function customerCheckout(cart = checkoutCart({ subscription: true })): CheckoutData {
  return {
    cart: { ...cart, email: "customer@rootwell.example" },
    countries: COUNTRIES,
    gateway: GATEWAY,
    customer: { email: "customer@rootwell.example", addresses: [NEW_YORK], cards: [VISA] },
    assurances: [],
  };
}

/** The API field each checkout step sets, by the name the tests give the step. */
const STEP_FIELDS: Record<string, string> = {
  CheckoutSetGuestEmail: "setGuestEmailOnCart",
  CheckoutSetShippingAddress: "setShippingAddressOnCart",
  CheckoutSetBillingAddress: "setBillingAddressOnCart",
  CheckoutSetPaymentMethod: "setPaymentMethodOnCart",
  CheckoutPlaceOrder: "placeOrder",
};

export type StepAnswer = Response | Error | Promise<Response>;
export type SentStep = { step: string; variables?: Record<string, unknown>; body: string };

/** What the shop answers a step alone: its cart, or a refusal with its code. */
export const cartAnswer = (field: string) => Response.json({ data: { [field]: { cart: { id: "m4sk3d" } } } });
export const refusedAnswer = (message: string, code: string) => Response.json({ errors: [{ message, extensions: { code } }] });
export const placedAnswer = (token = "tok-1") =>
  Response.json({ data: { placeOrder: { order: { order_number: "100042", confirmation_token: token } } } });

/**
 * The shop's GraphQL API as the checkout meets it, from answers per step (each call takes the next
 * one, the last one repeats; an Error is a lost answer). The one-request Place Order runs its steps
 * in order and stops at the first refusal, as the API does; each step that runs is recorded.
 */
export function checkoutApi(answers: Record<string, StepAnswer[]>, sent: SentStep[]) {
  const next = async (step: string): Promise<Response> => {
    const queue = answers[step];
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    if (answer instanceof Error) throw answer;
    return (await answer).clone();
  };
  return async (body: string): Promise<Response> => {
    const { operationName, variables } = JSON.parse(body);
    const name = String(operationName ?? "");
    if (name !== "CheckoutPlaceOrderAtOnce") {
      sent.push({ step: name, variables, body });
      return next(name);
    }
    const steps: [string, boolean, Record<string, unknown>][] = [
      ["CheckoutSetGuestEmail", variables.withEmail, { email: variables.email }],
      ["CheckoutSetShippingAddress", true, { shipping: variables.shipping }],
      ["CheckoutSetBillingAddress", true, { billing: variables.billing }],
      ["CheckoutSetPaymentMethod", variables.withPayment, { payment: variables.payment }],
      ["CheckoutPlaceOrder", true, { key: variables.key }],
    ];
    const data: Record<string, unknown> = {};
    for (const [step, included, stepVariables] of steps) {
      if (!included) continue;
      sent.push({ step, variables: stepVariables, body });
      const answer = await (await next(step)).json();
      if (answer.errors) {
        const errors = answer.errors.map((error: object) => ({ ...error, path: [STEP_FIELDS[step]] }));
        return Response.json({ data: null, errors });
      }
      Object.assign(data, answer.data);
    }
    return Response.json({ data });
  };
}
