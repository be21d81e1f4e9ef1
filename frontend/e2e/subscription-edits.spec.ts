import { expect, test, type Page } from "@playwright/test";

import { backend, hydrated } from "./helpers";
import { subscribedCustomer, type SubscribedCustomer } from "./shop-api";

// A subscription's edit-address and edit-products pages, driven as a customer drives them: each
// test starts from a customer of its own who subscribed to Core for Women every 30 days.

let customer: SubscribedCustomer;

test.beforeEach(async ({ page, request, baseURL }) => {
  customer = await subscribedCustomer(request, backend);
  await page.context().addCookies([{ name: "token", value: customer.token, url: baseURL! }]);
});

/** Opens a change page once its form answers (the scroll manager marks hydration). */
async function openChange(page: Page, change: "edit-address" | "edit-products") {
  await page.goto(`/account/subscriptions/${customer.subscriptionId}/${change}/`);
  await hydrated(page);
}

const subscriptionPath = () => new RegExp(`/account/subscriptions/${customer.subscriptionId}/$`);
const shippingAddress = (page: Page) => page.getByRole("region", { name: "Shipping address" });
const eachShipment = (page: Page) => page.getByRole("table", { name: "Each shipment" });

test("a subscription moves to another saved address", async ({ page }) => {
  await openChange(page, "edit-address");
  const form = page.getByRole("form", { name: "Edit delivery address" });
  await expect(form.getByRole("radio", { name: /12 Grove Street.*\(current\)$/ })).toBeChecked();
  await expect(form.getByText(/The price stays \$[\d.]+ a shipment/)).toBeVisible();

  await form.getByRole("radio", { name: /400 Office Park/ }).check();
  await form.getByRole("button", { name: "Ship Here" }).click();

  await expect(page).toHaveURL(subscriptionPath());
  await expect(page.getByText("Your subscription now ships to 400 Office Park, Albany.")).toBeVisible();
  await expect(shippingAddress(page)).toContainText("400 Office Park");
  await expect(shippingAddress(page)).toContainText("Albany, NY 12207");
});

test("a subscription moves to a new address, checked before it is sent", async ({ page }) => {
  await openChange(page, "edit-address");
  const form = page.getByRole("form", { name: "Edit delivery address" });
  await form.getByRole("radio", { name: "Enter a new address" }).check();
  await form.getByRole("button", { name: "Ship Here" }).click();
  await expect(form.getByLabel(/^First name/)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(/^First name/)).toBeFocused();

  await form.getByLabel(/^First name/).fill("Casey");
  await form.getByLabel(/^Last name/).fill("Rivera");
  await form.getByLabel(/^Street address\s*\*?$/).fill("9 Harbor Road");
  await form.getByLabel(/^City/).fill("Buffalo");
  await form.getByLabel(/^State/).selectOption({ label: "New York" });
  await form.getByLabel(/^ZIP code/).fill("14201");
  await form.getByLabel(/^Phone number/).fill("7165550100");
  await form.getByRole("button", { name: "Ship Here" }).click();

  await expect(page).toHaveURL(subscriptionPath());
  await expect(page.getByText("Your subscription now ships to 9 Harbor Road, Buffalo.")).toBeVisible();
  await expect(shippingAddress(page)).toContainText("9 Harbor Road");
});

test("a booster added and a quantity changed are priced before they are confirmed", async ({ page }) => {
  await openChange(page, "edit-products");
  const form = page.getByRole("form", { name: "Edit products" });
  const total = form.locator("[data-estimate-total]");
  await expect(total).toHaveText(/^\$/);
  const before = await total.textContent();
  await expect(form.getByRole("button", { name: "Remove Rootwell Core for Women" })).toBeDisabled();
  await expect(form.getByText("A subscription keeps at least one core formula.", { exact: false })).toBeVisible();
  await expect(form.getByRole("button", { name: "Confirm Products" })).toBeDisabled();

  const add = form.getByRole("region", { name: "Add to your subscription" }).getByRole("button").first();
  const booster = (await add.getAttribute("aria-label"))!.replace(/^Add /, "");
  await add.click();
  await expect(form.getByRole("spinbutton", { name: `Quantity of ${booster}` })).toBeFocused();
  await expect(total).not.toHaveText(before!);
  const withBooster = await total.textContent();

  await form.getByRole("button", { name: "One more Rootwell Core for Women" }).click();
  await expect(form.getByRole("spinbutton", { name: "Quantity of Rootwell Core for Women" })).toHaveValue("2");
  await expect(total).not.toHaveText(withBooster!);
  await form.getByRole("button", { name: "Confirm Products" }).click();

  await expect(page).toHaveURL(subscriptionPath());
  await expect(page.getByText(`Your subscription now ships 2 × Rootwell Core for Women and 1 × ${booster}.`)).toBeVisible();
  await expect(eachShipment(page).getByRole("row", { name: /Rootwell Core for Women/ })).toContainText("2");
  await expect(eachShipment(page).getByRole("row", { name: new RegExp(booster) })).toBeVisible();
});

test("both pages fit a 360 px wide phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await openChange(page, "edit-address");
  await page.getByRole("radio", { name: "Enter a new address" }).check();
  await expect(page.getByLabel(/^First name/)).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);

  await openChange(page, "edit-products");
  await page.getByRole("region", { name: "Add to your subscription" }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Swap formula" }).click();
  await expect(page.getByRole("group", { name: /^Swap Rootwell Core for Women for/ })).toBeVisible();
  await expect(page.locator("[data-estimate-total]")).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
});
