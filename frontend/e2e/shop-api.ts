import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { expect, type APIRequestContext, type Page } from "@playwright/test";

// Orders for browser tests about what happens after checkout, placed through the GraphQL API as the
// storefront's checkout places them (the checkout itself is tested through its page).

const EMAIL = process.env.DEMO_CUSTOMER_EMAIL ?? "customer@rootwell.example";
const PASSWORD = process.env.DEMO_CUSTOMER_PASSWORD ?? "grow-thicker-roots";

// The backend under test runs only the storefront's registered operations (trusted documents), as
// production does: these helpers send them by id, as the storefront does.
const manifest = JSON.parse(readFileSync(new URL("../lib/graphql/trusted-documents.json", import.meta.url), "utf8")) as {
  operations: { id: string; name: string; type: string }[];
};

/** The request body of the storefront's operation of that name: its registered id, no text. */
export function registered(operationName: string, variables: Record<string, unknown> = {}) {
  const operation = manifest.operations.find(({ name }) => name === operationName);
  if (!operation) throw new Error(`${operationName} is not one of the storefront's operations`);
  return { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } };
}

/** Whether a GraphQL request body the storefront sent names one of its mutations. */
export function isMutationBody(body: string | null): boolean {
  const { operationName } = JSON.parse(body || "{}") as { operationName?: string };
  return manifest.operations.some(({ name, type }) => name === operationName && type === "mutation");
}

/** One of the storefront's operations through its own /graphql proxy, as the customer (bearer token). */
export async function api<T>(
  request: APIRequestContext,
  token: string | null,
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post("/graphql", {
    data: registered(operationName, variables),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A new account through the API, as the storefront's sign-up makes it. */
export async function signUp(request: APIRequestContext, input: Record<string, unknown>): Promise<void> {
  await api(request, null, "SignUp", { input });
}

/** A sign-in token for this email and password, as the storefront's login gets one. */
export async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { generateCustomerToken } = await api<{ generateCustomerToken: { token: string } }>(request, null, "SignIn", {
    email,
    password,
  });
  return generateCustomerToken.token;
}

/** Signs the browser in with a token, as the storefront's own sign-in leaves it (its two cookies). */
export async function signInWithToken(page: Page, token: string, baseURL: string): Promise<void> {
  const url = new URL(baseURL).origin;
  await page.context().addCookies([
    { name: "token", value: token, url, httpOnly: true, sameSite: "Lax" },
    { name: "logged_in", value: "1", url, sameSite: "Lax" },
  ]);
}

/** A new subscriber (see subscribedCustomer), with the browser signed in as them. */
export async function signedInSubscriber(
  page: Page,
  request: APIRequestContext,
  backend: string,
  baseURL: string | undefined,
  plan: { sku?: string; coupon?: string } = {},
): Promise<SubscribedCustomer> {
  const customer = await subscribedCustomer(request, backend, plan);
  await signInWithToken(page, customer.token, baseURL!);
  return customer;
}

/** The paths of every page the storefront's sitemap lists. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.ok(), "the sitemap answers").toBe(true);
  const xml = await response.text();
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]).pathname);
}

/** A sign-in token of the demo customer (DEMO_CUSTOMER_EMAIL), as the storefront's login gets one. */
/** A sign-in token of a new account of its own: for tests that need a signed-in customer, not the
 * demo one (every sign-in of one email from the suite's one address counts to its limit). */
export async function newCustomerToken(
  request: APIRequestContext,
  { firstname = "Sam", email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com` } = {},
): Promise<string> {
  const password = "Roots-and-Shoots-42";
  await signUp(request, { firstname, lastname: "Reed", email, password });
  return tokenFor(request, email, password);
}

export async function demoCustomerToken(request: APIRequestContext): Promise<string> {
  return tokenFor(request, EMAIL, PASSWORD);
}

/** Empties the customer's cart (it stays with the account) and adds these plans to it. */
export async function cartWith(request: APIRequestContext, token: string, cartItems: { sku: string; quantity: number }[]) {
  const { cart } = await api<{ cart: { items: { uid: string }[] } }>(request, token, "VisitorCart");
  for (const item of cart.items) await api(request, token, "CartPageRemoveLine", { uid: item.uid });
  await api(request, token, "AddProductsToCart", { cartItems });
}

/** Places the cart's order, shipped to a saved address and paid as `payment` says. */
async function placeOrderOfCart(
  request: APIRequestContext,
  token: string,
  addressId: number,
  payment: Record<string, unknown>,
  terms = false,
): Promise<string> {
  const { placeOrder } = await api<{ placeOrder: { order: { order_number: string } } }>(
    request,
    token,
    "CheckoutPlaceOrderAtOnce",
    {
      withEmail: false,
      shipping: { customer_address_id: addressId },
      billing: { same_as_shipping: true },
      withPayment: true,
      payment,
      key: randomUUID(),
      terms,
    },
  );
  return placeOrder.order.order_number;
}

/** Places a one-time Core for Women order with the demo customer's saved address and card. */
export async function placeOrderAsDemoCustomer(request: APIRequestContext): Promise<string> {
  const token = await demoCustomerToken(request);

  // The customer's cart stays with the account: start from an empty one so the totals are known.
  await cartWith(request, token, [{ sku: "RW-CORE-W-N01", quantity: 1 }]);
  const saved = await api<{ customer: { addresses: { id: number }[] }; tokenBaseCards: { hash: string }[] }>(
    request,
    token,
    "CheckoutCustomer",
  );
  return placeOrderOfCart(request, token, saved.customer.addresses[0].id, {
    code: "authnetcim",
    tokenbase_card_id: saved.tokenBaseCards[0].hash,
  });
}

let accounts = 0;

export type SubscribedCustomer = { email: string; token: string; subscriptionId: number; officeAddress: string };

/**
 * A customer of their own (the backend's database is shared by every spec in a run) with two saved
 * addresses (home, the default, and an office), who subscribed to Core for Women every 30 days
 * (or to `plan.sku`, with `plan.coupon` on that first order) with a new card, shipped home: what
 * the subscription pages' tests start from.
 */
export async function subscribedCustomer(
  request: APIRequestContext,
  backend: string,
  plan: { sku?: string; coupon?: string } = {},
): Promise<SubscribedCustomer> {
  const email = `subscriber.${Date.now()}.${accounts++}@example.com`;
  const password = "Roots-and-Shoots-42";
  await signUp(request, { firstname: "Casey", lastname: "Rivera", email, password });
  const token = await tokenFor(request, email, password);

  const place = (street: string, city: string, postcode: string, default_shipping: boolean) => ({
    firstname: "Casey",
    lastname: "Rivera",
    street: [street],
    city,
    region: { region_code: "NY" },
    postcode,
    country_code: "US",
    telephone: "2125550199",
    default_shipping,
    default_billing: default_shipping,
  });
  const saveAddress = async (input: ReturnType<typeof place>) =>
    (
      await api<{ createCustomerAddress: { id: number } }>(request, token, "CreateCustomerAddress", { input })
    ).createCustomerAddress.id;
  const home = await saveAddress(place("12 Grove Street", "New York", "10014", true));
  await saveAddress(place("400 Office Park", "Albany", "12207", false));

  await api(request, token, "AddProductsToCart", { cartItems: [{ sku: plan.sku ?? "RW-CORE-W-1M-S01", quantity: 1 }] });
  if (plan.coupon) await api(request, token, "CheckoutApplyCoupon", { code: plan.coupon });
  const { tokenBaseCheckoutConfig } = await api<{ tokenBaseCheckoutConfig: { clientKey: string } }>(
    request,
    token,
    "CheckoutVisitor",
    { method: "authnetcim" },
  );
  const tokenised = await request.post(`${backend}/sandbox-gateway/tokens/`, {
    data: { client_key: tokenBaseCheckoutConfig.clientKey, card_number: "4242424242424242", exp_month: 12, exp_year: 2031, card_code: "123" },
  });
  const { nonce } = await tokenised.json();
  await placeOrderOfCart(request, token, home, { code: "authnetcim", tokenbase_data: { nonce } }, true);
  const { subscriptions } = await api<{ subscriptions: { subscriptions: { entity_id: number }[] } }>(
    request,
    token,
    "AccountSubscriptions",
  );
  return { email, token, subscriptionId: subscriptions.subscriptions[0].entity_id, officeAddress: "400 Office Park" };
}
