import { expect, test, type Page } from "@playwright/test";

import { hydrated } from "./helpers";
import { placeOrderAsDemoCustomer } from "./shop-api";

// Order history, one order, and the /tracking/ lookup. The order is placed through the GraphQL API as the storefront's checkout places
// it, then looked at through the pages.

const EMAIL = process.env.DEMO_CUSTOMER_EMAIL ?? "customer@rootwell.example";
const PASSWORD = process.env.DEMO_CUSTOMER_PASSWORD ?? "grow-thicker-roots";
const NOT_FOUND = "We couldn't find an order with that number and email address.";

type Tracked = { event: string; properties: Record<string, unknown> };

test.describe.configure({ mode: "serial" });

let orderNumber = "";

// Field labels end in a required mark ("Email*") that screen readers skip: match them whole.
async function logIn(page: Page) {
  await page.goto("/customer/account/login/");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel(/^Email\*?$/).fill(EMAIL);
  await form.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/account/");
}

const tracked = (page: Page, event: string) =>
  page.evaluate((name) => (window.rootwellAnalytics ?? []).filter((entry) => entry.event === name) as Tracked[], event);

test.beforeAll(async ({ request }) => {
  orderNumber = await placeOrderAsDemoCustomer(request);
});

test("the order history lists the new order and its page shows what was bought and paid", async ({ page }) => {
  await logIn(page);
  await page.goto("/account/orders/");
  await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Order #${orderNumber}` }) });
  await expect(row).toContainText("Processing");
  await expect(row).toContainText("$94.95");

  await row.getByRole("link", { name: `View Order #${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}/$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  const items = page.getByRole("region", { name: "Items" });
  await expect(items).toContainText("One-Time Purchase");
  await expect(items).toContainText("$88");
  await expect(page.getByRole("region", { name: "Payment Method" })).toContainText("Visa ending in 4242");
  const totals = page.getByRole("region", { name: "Order Totals" });
  for (const [term, amount] of [
    ["Subtotal", "$88"],
    ["Shipping", "$6.95"],
    ["Grand Total", "$94.95"],
  ]) {
    const row = totals.getByRole("term").filter({ hasText: term });
    await expect(row.locator("xpath=following-sibling::dd[1]")).toHaveText(amount);
  }

  await expect.poll(async () => (await tracked(page, "Order Details Viewed")).length).toBe(1);
  const [viewed] = await tracked(page, "Order Details Viewed");
  expect(viewed.properties.order_increment_id).toBe(orderNumber);
  expect(typeof viewed.properties.order_entity_id).toBe("number");

  await page.getByRole("link", { name: "Back to Order History" }).click();
  await expect(page).toHaveURL(/\/account\/orders\/$/);
});

test("an order number that is not the customer's is the not-found page", async ({ page }) => {
  await logIn(page);
  const response = await page.goto("/account/orders/999999999/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We can't find that page" })).toBeVisible();
});

test("/tracking/ finds the order by number and email, and refuses a wrong email", async ({ page }) => {
  await page.goto("/tracking/");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Track your order" });
  await form.getByLabel(/^Order number\*?$/).fill(orderNumber);
  await form.getByLabel(/^Email address\*?$/).fill(EMAIL.toUpperCase());
  await form.getByRole("button", { name: "Track Order" }).click();
  const result = page.getByRole("heading", { name: `Order #${orderNumber}` });
  await expect(result).toBeFocused();
  await expect(page.getByRole("region", { name: "Find your order" })).toContainText("Processing");

  await form.getByLabel(/^Email address\*?$/).fill("someone.else@example.com");
  await form.getByRole("button", { name: "Track Order" }).click();
  await expect(form.getByRole("alert")).toHaveText(NOT_FOUND);
  await expect(form.getByLabel(/^Order number\*?$/)).toHaveValue(orderNumber);
  await expect(result).toHaveCount(0);
});
