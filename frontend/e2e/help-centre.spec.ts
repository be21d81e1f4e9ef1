import { expect, test, type Page } from "@playwright/test";

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/** How far the page is wider than the window (0 or less: it fits). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const [device, viewport] of [
  ["a 360 px phone", PHONE],
  ["a desktop", DESKTOP],
] as const) {
  test(`on ${device} the help centre lists questions by category and an article shows the formula table`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/faq/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    const categories = main.getByRole("region");
    await expect(categories.getByRole("heading", { level: 2 })).toHaveText([
      "Products and ingredients",
      "Results",
      "Subscriptions",
      "Shipping and returns",
    ]);
    const results = main.getByRole("region", { name: "Results" });
    await expect(results.getByRole("link", { name: "When will I see results?" })).toHaveAttribute(
      "href",
      "/faq/when-will-i-see-results/",
    );
    // The closing call to action follows the questions.
    await expect(main.getByRole("link", { name: "Contact Us" })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await main.getByRole("link", { name: "Which formula is right for me?" }).click();
    await expect(page).toHaveURL(/\/faq\/which-formula-is-right-for-me\/$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Which formula is right for me?");
    const table = main.getByRole("table", { name: "Our four formulas compared" });
    await expect(table.getByRole("columnheader")).toHaveText(["Women", "Women's Vegan", "Women's Balance", "Postpartum"]);
    await expect(table.getByRole("rowheader")).toHaveText(["Who it is for", "Key ingredients", "Collagen", "Serving"]);
    // The table scrolls inside its own box on a phone; the page itself never gets wider.
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const scroller = main.getByRole("region", { name: "Our four formulas compared" });
    const fits = await scroller.evaluate((box) => box.scrollWidth <= box.clientWidth);
    expect(fits).toBe(viewport.width > PHONE.width);

    const related = main.getByRole("complementary", { name: "Related articles" });
    await related.getByRole("link", { name: "Is there a vegan option?" }).click();
    await expect(page).toHaveURL(/\/faq\/is-there-a-vegan-option\/$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Is there a vegan option?");
    await main.getByRole("link", { name: "Help centre" }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
  });
}

test("the men's help centre lists its own questions and its articles link to each other", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/men/faq/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Men's FAQ");
  await main.getByRole("link", { name: "When will I see results?" }).click();
  await expect(page).toHaveURL(/\/men\/faq\/when-will-i-see-results\/$/);
  await main
    .getByRole("complementary", { name: "Related articles" })
    .getByRole("link", { name: "Can I pause my subscription?" })
    .click();
  await expect(page).toHaveURL(/\/men\/faq\/can-i-pause-my-subscription\/$/);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
