import { expect, test, type Page } from "@playwright/test";

import { hydrated } from "./helpers";

// The add-to-cart link, the mini cart, prices and the cart badge, the cart's messages and the cart
// page.

const CORE_ONCE = "RW-CORE-W-N01";
const CORE_MONTHLY = "RW-CORE-W-1M-S01";

async function followLink(page: Page, query: string) {
  await page.goto(`/dpa/add/tocart/?${query}`);
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await hydrated(page);
  // Prefetched pages render on the backend too; on SQLite a cart change made meanwhile may find
  // the database busy.
  await page.waitForLoadState("networkidle");
}

const lines = (page: Page) => page.getByRole("main").getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
const totals = (page: Page) => page.getByRole("main").locator("[data-cart-totals]");

test("an add-to-cart link with two skus and a code fills the cart with the discount", async ({ page }) => {
  await followLink(page, `skus=${CORE_ONCE},${CORE_MONTHLY}&purchase_source=email&code=GROW10`);

  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).nth(0)).toContainText("One-Time Purchase");
  await expect(lines(page).nth(1)).toContainText("Monthly Subscription");
  // $88 + $79, $10 off, shipping free with a subscription line.
  await expect(totals(page)).toHaveText("Subtotal$167Discount (GROW10)-$10ShippingFree ShippingGrand Total$157");
  await expect(page.getByText("Discount code GROW10 applied")).toBeVisible();
  await expect(page.getByRole("banner").locator("[data-cart-count]")).toHaveAttribute("data-cart-count", "2");
});

test("the cart page changes a quantity and removes a line", async ({ page }) => {
  await followLink(page, `skus=${CORE_ONCE},${CORE_MONTHLY}&purchase_source=pdp`);

  await page.getByRole("combobox", { name: "Quantity of Rootwell Core for Women, One-Time Purchase" }).selectOption("2");
  await expect(totals(page)).toContainText("Subtotal$255");
  await expect(page.getByRole("banner").locator("[data-cart-count]")).toHaveAttribute("data-cart-count", "3");

  await page.getByRole("button", { name: "Remove Rootwell Core for Women, Monthly Subscription" }).click();
  await expect(lines(page)).toHaveCount(1);
  // Without a subscription line shipping costs $6.95, so every price shows its cents.
  await expect(totals(page)).toHaveText("Subtotal$176.00Shipping$6.95Grand Total$182.95");

  await page.reload();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByRole("combobox", { name: /One-Time Purchase/ })).toHaveValue("2");
});

test("an add-to-cart link with an unknown SKU adds nothing and says why on the cart page", async ({ page }) => {
  await followLink(page, "skus=RW-NOPE-N01&purchase_source=pdp");

  await expect(page.getByRole("main").getByRole("alert")).toHaveText('The product with SKU "RW-NOPE-N01" could not be found.');
  await expect(page.getByText("You have no items in your shopping cart.")).toBeVisible();
  await expect(page.getByRole("banner").locator("[data-cart-count]")).toHaveCount(0);
});

test("the mini cart opens from the cart icon with the lines and totals, and closing gives scrolling back", async ({ page }) => {
  await followLink(page, `skus=${CORE_MONTHLY}&purchase_source=pdp`);
  await page.goto("/");
  await hydrated(page);

  await page.getByRole("banner").getByRole("link", { name: "Cart" }).click();

  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByRole("listitem")).toHaveCount(1);
  await expect(drawer.getByRole("listitem")).toHaveText(/Rootwell Core for Women\s*Monthly Subscription\s*−\s*1\s*\+\s*\$79\s*Remove/);
  await expect(drawer.locator("[data-cart-totals]")).toHaveText("Subtotal$79ShippingFree ShippingGrand Total$79");
  await expect(drawer.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/checkout/cart/");
  await expect(drawer.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout/");
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  await expect(page).toHaveURL(/\/$/);
});
