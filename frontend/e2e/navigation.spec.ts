import { expect, type Page, test } from "@playwright/test";

import { backend, hydrated } from "./helpers";
import { signInWithToken, subscribedCustomer } from "./shop-api";

// Navigation details (issue 16, point 14): the Science dropdown's cards with their pictures,
// Contact Us on desktop, and focus back on the control that opened a menu or a dialog.

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("the Science dropdown shows a card with picture, name and text for each science page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await hydrated(page);
  const science = mainNav(page).getByRole("button", { name: "Science" });
  await science.hover();
  await expect(science).toHaveAttribute("aria-expanded", "true");

  const panel = page.locator(`#${await science.getAttribute("aria-controls")}`);
  const cards = panel.getByRole("link");
  await expect(cards).toHaveCount(4);
  expect(await cards.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).toEqual([
    "/science/",
    "/clinical/",
    "/ingredients/",
    "/standards/",
  ]);
  await expect(cards.first()).toContainText("The Science");
  await expect(cards.first()).toContainText("How we target the root causes of thinning.");
  // Every card's picture has loaded from the storefront's own address.
  const pictures = panel.locator("img");
  await expect(pictures).toHaveCount(4);
  await expect
    .poll(() => pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  for (const src of await pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))) {
    expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  }
});

test("Contact Us is a desktop navigation link, as well as in the mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const contact = mainNav(page).getByRole("link", { name: "Contact Us" });
  await expect(contact).toBeVisible();
  await contact.click();
  await expect(page).toHaveURL(/\/contact-us\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact Us" })).toBeVisible();
});

test("closing the mobile menu gives focus back to its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await hydrated(page);
  const burger = page.getByRole("button", { name: "Open menu" });
  await burger.click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: "Science" }).focus();

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("closing the subscription benefits dialog gives focus back to Learn More", async ({ page, request, baseURL }) => {
  const { token } = await subscribedCustomer(request, backend);
  await signInWithToken(page, token, baseURL!);
  await page.goto("/account/");
  await hydrated(page);
  const learnMore = page.getByRole("region", { name: "Your Hair Journey" }).getByRole("button", { name: "Learn More" });
  await learnMore.click();
  const dialog = page.getByRole("dialog", { name: "Your subscription benefits" });
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(learnMore).toBeFocused();
});
