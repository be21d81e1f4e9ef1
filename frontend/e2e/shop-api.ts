import { randomUUID } from "node:crypto";

import { expect, type APIRequestContext, type Page } from "@playwright/test";

// Orders for browser tests about what happens after checkout, placed through the GraphQL API as the
// storefront's checkout places them (the checkout itself is tested through its page).

const EMAIL = process.env.DEMO_CUSTOMER_EMAIL ?? "customer@rootwell.example";
const PASSWORD = process.env.DEMO_CUSTOMER_PASSWORD ?? "grow-thicker-roots";

/** One GraphQL call through the storefront's own /graphql proxy, as the customer (bearer token). */
export async function api<T>(request: APIRequestContext, token: string | null, query: string, variables = {}): Promise<T> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}


/** Signs the browser in with a token, as the storefront's own sign-in leaves it (its two cookies). */
export async function signInWithToken(page: Page, token: string, baseURL: string): Promise<void> {
  const url = new URL(baseURL).origin;
  await page.context().addCookies([
    { name: "token", value: token, url, httpOnly: true, sameSite: "Lax" },
    { name: "logged_in", value: "1", url, sameSite: "Lax" },
  ]);
}

/** The paths of every page the storefront's sitemap lists. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.ok(), "the sitemap answers").toBe(true);
  const xml = await response.text();
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]).pathname);
}

/** A sign-in token of the demo customer (DEMO_CUSTOMER_EMAIL), as the storefront's login gets one. */
export async function demoCustomerToken(request: APIRequestContext): Promise<string> {
  const { generateCustomerToken } = await api<{ generateCustomerToken: { token: string } }>(
    request,
    null,
    "mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }",
    { email: EMAIL, password: PASSWORD },
  );
  return generateCustomerToken.token;
}

/** Places a one-time Core for Women order with the demo customer's saved address and card. */
export async function placeOrderAsDemoCustomer(request: APIRequestContext): Promise<string> {
  const token = await demoCustomerToken(request);

  // The customer's cart stays with the account: start from an empty one so the totals are known.
  const { cart } = await api<{ cart: { items: { uid: string }[] } }>(request, token, "{ cart { items { uid } } }");
  for (const item of cart.items) {
    await api(
      request,
      token,
      "mutation ($uid: ID!) { removeItemFromCart(input: { cart_item_uid: $uid }) { cart { id } } }",
      { uid: item.uid },
    );
  }
  await api(
    request,
    token,
    "mutation { addProductsToCart(cartItems: [{ sku: \"RW-CORE-W-N01\", quantity: 1 }]) { user_errors { message } } }",
  );

  const saved = await api<{ customer: { addresses: { id: number }[] }; tokenBaseCards: { hash: string }[] }>(
    request,
    token,
    "{ customer { addresses { id } } tokenBaseCards { hash } }",
  );
  await api(
    request,
    token,
    "mutation ($id: Int!) { setShippingAddressOnCart(input: { shipping_addresses: [{ customer_address_id: $id }] }) { cart { email } } }",
    { id: saved.customer.addresses[0].id },
  );
  await api(
    request,
    token,
    "mutation { setBillingAddressOnCart(input: { billing_address: { same_as_shipping: true } }) { cart { email } } }",
  );
  await api(
    request,
    token,
    "mutation ($hash: String!) { setPaymentMethodOnCart(input: { payment_method: { code: \"authnetcim\", tokenbase_card_id: $hash } }) { cart { email } } }",
    { hash: saved.tokenBaseCards[0].hash },
  );
  const placed = await api<{ placeOrder: { order: { order_number: string } } }>(
    request,
    token,
    "mutation ($key: String!) { placeOrder(input: { idempotency_key: $key }) { order { order_number } } }",
    { key: randomUUID() },
  );
  return placed.placeOrder.order.order_number;
}

let accounts = 0;

export type SubscribedCustomer = { email: string; token: string; subscriptionId: number; officeAddress: string };

/**
 * A customer of their own (the backend's database is shared by every spec in a run) with two saved
 * addresses (home, the default, and an office), who subscribed to Core for Women every 30 days
 * with a new card, shipped home: what the subscription pages' tests start from.
 */
export async function subscribedCustomer(request: APIRequestContext, backend: string): Promise<SubscribedCustomer> {
  const email = `subscriber.${Date.now()}.${accounts++}@example.com`;
  const password = "Roots-and-Shoots-42";
  await api(request, null, "mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }", {
    input: { firstname: "Casey", lastname: "Rivera", email, password },
  });
  const { generateCustomerToken } = await api<{ generateCustomerToken: { token: string } }>(
    request,
    null,
    "mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }",
    { email, password },
  );
  const token = generateCustomerToken.token;

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
      await api<{ createCustomerAddress: { id: number } }>(
        request,
        token,
        "mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }",
        { input },
      )
    ).createCustomerAddress.id;
  const home = await saveAddress(place("12 Grove Street", "New York", "10014", true));
  await saveAddress(place("400 Office Park", "Albany", "12207", false));

  await api(request, token, 'mutation { addProductsToCart(cartItems: [{ sku: "RW-CORE-W-1M-S01", quantity: 1 }]) { user_errors { message } } }');
  await api(
    request,
    token,
    "mutation ($id: Int!) { setShippingAddressOnCart(input: { shipping_addresses: [{ customer_address_id: $id }] }) { cart { email } } }",
    { id: home },
  );
  await api(request, token, "mutation { setBillingAddressOnCart(input: { billing_address: { same_as_shipping: true } }) { cart { email } } }");
  const { tokenBaseCheckoutConfig } = await api<{ tokenBaseCheckoutConfig: { clientKey: string } }>(
    request,
    token,
    '{ tokenBaseCheckoutConfig(method: "authnetcim") { clientKey } }',
  );
  const tokenised = await request.post(`${backend}/sandbox-gateway/tokens/`, {
    data: { client_key: tokenBaseCheckoutConfig.clientKey, card_number: "4242424242424242", exp_month: 12, exp_year: 2031, card_code: "123" },
  });
  const { nonce } = await tokenised.json();
  await api(
    request,
    token,
    'mutation ($nonce: String!) { setPaymentMethodOnCart(input: { payment_method: { code: "authnetcim", tokenbase_data: { nonce: $nonce } } }) { cart { email } } }',
    { nonce },
  );
  await api(
    request,
    token,
    "mutation ($key: String!) { placeOrder(input: { idempotency_key: $key, subscription_terms_accepted: true }) { order { order_number } } }",
    { key: randomUUID() },
  );
  const { subscriptions } = await api<{ subscriptions: { subscriptions: { entity_id: number }[] } }>(
    request,
    token,
    "{ subscriptions { subscriptions { entity_id } } }",
  );
  return { email, token, subscriptionId: subscriptions.subscriptions[0].entity_id, officeAddress: "400 Office Park" };
}
