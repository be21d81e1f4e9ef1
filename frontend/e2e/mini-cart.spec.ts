import { expect, type Page, test } from "@playwright/test";

import { hydrated } from "./helpers";
import { registered } from "./shop-api";

// The mini cart's lines: the product's picture, a quantity to change and a line to remove, with
// the spec's states (added, cart, empty) kept; and focus back on the control that opened it.

const miniCart = (page: Page) => page.getByRole("dialog", { name: "Your Cart" });
const state = (page: Page) => miniCart(page).locator("[data-mini-cart-state]");
const badge = (page: Page) => page.getByRole("banner").locator("[data-cart-count]");

test("the mini cart shows each line's picture, changes its quantity and removes it", async ({ page }) => {
  await page.goto("/rootwell-core-for-women/");
  await hydrated(page);
  await page.getByRole("region", { name: "Buy Rootwell Core for Women" }).getByRole("button", { name: "Add to Cart" }).click();
  await expect(state(page)).toHaveAttribute("data-mini-cart-state", "added");

  const line = miniCart(page).getByRole("listitem");
  await expect(line).toHaveCount(1);
  // The product's picture, loaded.
  const picture = line.locator("img");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const name = "Rootwell Core for Women, Monthly Subscription";
  await miniCart(page).getByRole("button", { name: `One more ${name}` }).click();
  await expect(line.locator("[data-line-quantity]")).toHaveText("2");
  await expect(miniCart(page).locator("[data-cart-totals]")).toContainText("Subtotal$158");
  await expect(badge(page)).toHaveAttribute("data-cart-count", "2");
  // The cart page agrees: the change was the shop's, not only the drawer's.
  expect(
    await page.evaluate(async (body) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return (await response.json()).data.cart.items.map((item: { quantity: number }) => item.quantity);
    }, registered("VisitorCart")),
  ).toEqual([2]);

  await miniCart(page).getByRole("button", { name: `One fewer ${name}` }).click();
  await expect(line.locator("[data-line-quantity]")).toHaveText("1");
  await expect(badge(page)).toHaveAttribute("data-cart-count", "1");

  await miniCart(page).getByRole("button", { name: `Remove ${name}` }).click();
  await expect(state(page)).toHaveAttribute("data-mini-cart-state", "empty");
  await expect(miniCart(page).getByText("You have no items in your shopping cart.")).toBeVisible();
  // The Remove button went with its line: focus stays in the drawer, on what happened.
  await expect(miniCart(page).getByText(`${name} was removed from your cart.`)).toBeFocused();
  await expect(badge(page)).toHaveCount(0);
});

test("closing the mini cart gives focus back to what opened it: the Add to Cart button or the cart icon", async ({ page }) => {
  await page.goto("/rootwell-core-for-women/");
  await hydrated(page);
  const add = page.getByRole("region", { name: "Buy Rootwell Core for Women" }).getByRole("button", { name: "Add to Cart" });

  // From the keyboard: the button is disabled while it adds, so focus has left it meanwhile.
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(state(page)).toHaveAttribute("data-mini-cart-state", "added");
  await page.keyboard.press("Escape");
  await expect(miniCart(page)).toHaveCount(0);
  await expect(add).toBeFocused();

  const cartIcon = page.getByRole("banner").getByRole("link", { name: "Cart", exact: true });
  await cartIcon.click();
  await expect(state(page)).toHaveAttribute("data-mini-cart-state", "cart");
  await miniCart(page).getByRole("button", { name: "Close cart" }).click();
  await expect(cartIcon).toBeFocused();
});
