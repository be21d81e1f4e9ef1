import { expect, type Page, test } from "@playwright/test";

// The search overlay against the demo catalogue and FAQs (issue 18): products such as "Scalp
// Cleanser Shampoo" (Scalp Care) and the FAQ "When will I see results?".

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

async function openSearch(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Search" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Nothing in the page is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const [name, viewport] of [
  ["a 360 px phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`search on ${name}: grouped results for "shampoo", an FAQ and back`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const dialog = await openSearch(page);
    const input = dialog.getByRole("searchbox", { name: "Search" });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("placeholder", "Search for products and articles");

    // The default view: popular products by category, FAQs.
    await expect(dialog.getByRole("region", { name: "Popular Products" })).toBeVisible();
    await expect(dialog.getByRole("region", { name: "FAQs" })).toBeVisible();
    // The page behind neither scrolls nor shows the chat entry.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    expect(await page.evaluate(() => document.documentElement.dataset.chatHidden)).toBe("true");

    const box = await dialog.boundingBox();
    if (viewport === PHONE) {
      expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width });
    } else {
      expect(box!.width).toBeLessThanOrEqual(1200);
      expect(box!.width).toBeGreaterThan(900);
    }

    await input.fill("shampoo");
    const products = dialog.getByRole("region", { name: "Products", exact: true });
    await expect(products.getByRole("group", { name: "Scalp Care" })).toBeVisible();
    await expect(products.getByRole("button", { name: /Scalp Cleanser Shampoo/ })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // An FAQ opens inside the overlay; Back returns to the results with the query intact.
    await input.fill("results");
    const faq = dialog.getByRole("button", { name: "When will I see results?" });
    await faq.click();
    await expect(dialog.getByRole("heading", { name: "When will I see results?" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    const table = dialog.getByRole("table");
    if (await table.count()) {
      await expect(table.getByRole("columnheader")).toHaveText(["Women", "Women's Vegan", "Women's Balance", "Postpartum"]);
      // The table scrolls inside the panel; the panel stays within the screen.
      expect((await table.locator("xpath=..").boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
    }
    await expectNoSidewaysScroll(page);
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(input).toHaveValue("results");
    await expect(dialog.getByRole("button", { name: "When will I see results?" })).toBeVisible();

    await dialog.getByRole("button", { name: "Close search" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });
}

test("a product opens its detail with the disclaimer and a link to its page", async ({ page }) => {
  await page.goto("/");
  const dialog = await openSearch(page);
  await dialog.getByRole("searchbox", { name: "Search" }).fill("shampoo");
  await dialog.getByRole("button", { name: /Scalp Cleanser Shampoo/ }).first().click();

  await expect(dialog.getByRole("heading", { name: "Scalp Cleanser Shampoo" })).toBeVisible();
  await expect(dialog.getByText(/not been evaluated by the Food and Drug Administration/)).toBeVisible();
  const link = dialog.getByRole("link", { name: /View product/ });
  await expect(link).toHaveAttribute("href", /\/$/);
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByRole("region", { name: "Products", exact: true })).toBeVisible();
});

test("a query that finds nothing says so and offers popular products and FAQs", async ({ page }) => {
  await page.goto("/");
  const dialog = await openSearch(page);
  await dialog.getByRole("searchbox", { name: "Search" }).fill("xyzzyqwerty");

  await expect(
    dialog.getByText('No results found for "xyzzyqwerty". Try another search or select an option below.'),
  ).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Popular Products" })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "FAQs" })).toBeVisible();
});

test("search works from the keyboard alone, and Escape gives focus back to the search button", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const button = page.getByRole("banner").getByRole("button", { name: "Search" }).first();
  await button.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Search" });
  const input = dialog.getByRole("searchbox", { name: "Search" });
  await expect(input).toBeFocused();
  await page.keyboard.type("shampoo");
  await expect(dialog.getByRole("region", { name: "Products", exact: true })).toBeVisible();

  // ArrowDown moves from the input to the first result (a product: the fresh demo data has no
  // suggestions or FAQs for "shampoo"); Enter opens its detail, Back returns to the results.
  await page.keyboard.press("ArrowDown");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("data-search-option", "");
  const title = (await focused.locator("span > span").first().textContent())!;
  expect(title).toMatch(/Shampoo/);
  await page.keyboard.press("Enter");
  const back = dialog.getByRole("button", { name: "Back" });
  await expect(back).toBeFocused();
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(input).toHaveValue("shampoo");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("the men's header opens the search too", async ({ page }) => {
  await page.goto("/men/");
  const dialog = await openSearch(page);
  await expect(dialog.getByRole("searchbox", { name: "Search" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});
