import { expect, test, type Page } from "@playwright/test";

import { hydrated } from "./helpers";
import { isMutationBody } from "./shop-api";

// Issue 6 (contract D): the checkout at /checkout/ and its confirmation, against the demo data:
// Core for Women one-time (RW-CORE-W-N01, $88 + $6.95 shipping) and monthly (RW-CORE-W-1M-S01,
// $79, ships free); the demo customer has a saved New York address and a saved Visa ending 4242.

const CORE_ONCE = "RW-CORE-W-N01";
const CORE_MONTHLY = "RW-CORE-W-1M-S01";
const CUSTOMER = { email: "customer@rootwell.example", password: "grow-thicker-roots" };
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const INSUFFICIENT = "Your card has insufficient funds. Please use a different card.";
const DECLINED = "Your card was declined. Please use a different card.";
// Guests get an address of their own per run: the backend's database is shared by every spec.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const guestEmail = (name: string) => `checkout-${name}-${RUN}@example.com`;

async function addToCart(page: Page, sku: string) {
  await page.goto(`/dpa/add/tocart/?skus=${sku}&purchase_source=pdp`);
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await page.waitForLoadState("networkidle");
}

async function openCheckout(page: Page) {
  await page.goto("/checkout/");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await hydrated(page);
}

/** Every GraphQL request body and every address the page asks for: a card number is never among them. */
function watchForCardNumbers(page: Page): () => void {
  const seen: string[] = [];
  page.on("request", (request) => {
    seen.push(request.url());
    if (request.url().includes("/graphql")) seen.push(request.postData() ?? "");
  });
  return () => {
    for (const text of seen) expect(text).not.toMatch(/4242 ?4242 ?4242 ?4242|4000 ?0000 ?0000 ?(9995|0002)/);
  };
}

const checkoutForm = (page: Page) => page.getByRole("form", { name: "Checkout" });

async function fillGuest(page: Page, email: string, cardNumber: string) {
  const form = checkoutForm(page);
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Last name").fill("Doe");
  // "Street address, line 2" shares the words: match the first line's name whole.
  await form.getByRole("textbox", { name: "Street address", exact: true }).fill("350 Fifth Avenue");
  await form.getByLabel("City").fill("New York");
  await form.getByLabel("State").selectOption({ label: "New York" });
  await form.getByLabel("ZIP code").fill("10001");
  await form.getByLabel("Phone number").fill("2125550100");
  // A card set on the cart by an earlier attempt is offered first; this attempt uses a new one.
  const newCard = form.getByRole("radio", { name: "Use a new card" });
  if (await newCard.count()) await newCard.check();
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiration month").selectOption("12");
  await form.getByLabel("Expiration year").selectOption(NEXT_YEAR);
  await form.getByLabel("Security code").fill("123");
}

const placeOrder = (page: Page) => checkoutForm(page).getByRole("button", { name: "Place Order" }).click();

async function confirmedOrderNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/success\/\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  const number = await page.locator("[data-order-number]").getAttribute("data-order-number");
  expect(number).toMatch(/^\d+$/);
  await expect(page.getByText(`Order number ${number}`)).toBeVisible();
  return number!;
}

test("a guest buys a one-time bottle with a new card and sees the confirmation", async ({ page }) => {
  const checkCardNumbers = watchForCardNumbers(page);
  const email = guestEmail("once");
  await addToCart(page, CORE_ONCE);
  await openCheckout(page);
  await expect(checkoutForm(page).locator("[data-checkout-shipping-method]")).toHaveText("Shipping: Standard Shipping $6.95");

  await fillGuest(page, email, "4242 4242 4242 4242");
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/graphql") writes.push(request.postData() ?? "");
  });
  await placeOrder(page);

  await confirmedOrderNumber(page);
  // Every step and placeOrder went in one request.
  expect(writes.filter(isMutationBody)).toHaveLength(1);
  const main = page.getByRole("main");
  await expect(main).toContainText(email);
  await expect(main).toContainText("Rootwell Core for Women");
  await expect(main.locator("[data-order-totals]")).toContainText("Grand Total$94.95");
  await expect(main).toContainText("We'll email you when it ships.");
  // The badge no longer counts the ordered bottle.
  await expect(page.getByRole("banner").locator("[data-cart-count]")).toHaveCount(0);
  checkCardNumbers();
});

test("a guest subscribing is asked to sign in, and the customer subscribes with the saved card and address", async ({
  page,
}) => {
  await addToCart(page, CORE_MONTHLY);
  await openCheckout(page);
  await expect(page.getByText("Subscriptions need an account, so you can manage deliveries.")).toBeVisible();
  // The header's account icon is a log-in link too; this is the gate's own.
  await page.getByRole("main").getByRole("link", { name: "Log In", exact: true }).click();

  // The login page sends the customer back to the checkout, with the guest cart merged into theirs.
  await expect(page).toHaveURL(/\/customer\/account\/login\/\?redirect=\/checkout\/$/);
  await hydrated(page);
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email").fill(CUSTOMER.email);
  await login.getByLabel("Password").fill(CUSTOMER.password);
  await login.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/checkout\/$/);
  await hydrated(page);

  const form = checkoutForm(page);
  await expect(form).toContainText(CUSTOMER.email);
  await expect(form.getByRole("list", { name: "Items in your cart" })).toContainText("Monthly Subscription");
  await expect(form.getByRole("radio", { name: /New York/ }).first()).toBeChecked();
  await expect(form.getByRole("radio", { name: /^Visa ending in 4242/ }).first()).toBeChecked();
  await expect(form.locator("[data-checkout-shipping-method]")).toHaveText("Shipping: Free Shipping");
  // The auto-renewal terms stand beside Place Order; placing needs the customer's own consent.
  await expect(form.locator("[data-renewal-terms]")).toContainText(
    /Rootwell Core for Women \(Monthly Subscription\) renews every 30 days at \$[\d.]+, first on /,
  );
  await form.getByRole("button", { name: "Place Order" }).click();
  await expect(form.getByText("Please agree to the auto-renewal terms to subscribe.")).toBeVisible();
  await form.getByLabel(/I agree to these auto-renewal terms/).check();
  await placeOrder(page);

  const number = await confirmedOrderNumber(page);
  await expect(page.getByRole("main")).toContainText(/Rootwell Core for Women renews every 30 days at \$[\d.]+, first on /);

  // The orders list (built beside this page) shows the order and opens it.
  await page.goto("/account/orders/");
  await expect(page.getByRole("main")).toContainText(number);
  const orderLink = page.locator(`main a[href="/account/orders/${number}/"]`).first();
  await expect(orderLink).toBeVisible();
  await orderLink.click();
  await page.waitForURL(`**/account/orders/${number}/`);
  await expect(page.getByRole("main")).toContainText(/Monthly Subscription|Rootwell Core for Women/);

  await page.goto("/account/subscriptions/");
  await expect(page.getByRole("main")).toContainText("Rootwell Core for Women");
  await expect(page.getByRole("main")).toContainText(/Next shipment: .+ at \$79/);
});

test("a guest's declined cards are refused as the gateway words it, and the cart keeps the bottle", async ({ page }) => {
  const checkCardNumbers = watchForCardNumbers(page);
  const email = guestEmail("declined");
  await addToCart(page, CORE_ONCE);
  await openCheckout(page);

  // Declined when charged: placeOrder refuses, nothing is ordered.
  await fillGuest(page, email, "4000 0000 0000 9995");
  await placeOrder(page);
  await expect(checkoutForm(page).getByRole("alert")).toHaveText(INSUFFICIENT);
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(checkoutForm(page).getByRole("button", { name: "Place Order" })).toBeEnabled();

  await page.goto("/checkout/cart/");
  const lines = page.getByRole("main").getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText("One-Time Purchase");

  // Declined when stored: setPaymentMethodOnCart refuses before any order is attempted.
  await openCheckout(page);
  await fillGuest(page, email, "4000 0000 0000 0002");
  await placeOrder(page);
  await expect(checkoutForm(page).getByRole("alert")).toHaveText(DECLINED);
  await expect(page).toHaveURL(/\/checkout\/$/);
  checkCardNumbers();
});
