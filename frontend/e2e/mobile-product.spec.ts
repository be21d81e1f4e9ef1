import { expect, type Page, test } from "@playwright/test";

import { hydrated } from "./helpers";

// A product page on a phone (390 x 844): the chosen plan's price and Add to Cart show without
// scrolling, and the sticky add-to-cart bar of spec §4 takes over once the buy section has gone.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const buySection = (page: Page) => page.getByRole("region", { name: /^Buy / });

/** Whether the element lies wholly inside the first screen, the page not scrolled. */
async function aboveTheFold(page: Page, box: { y: number; height: number } | null): Promise<boolean> {
  const { scrollY, innerHeight } = await page.evaluate(() => ({ scrollY: window.scrollY, innerHeight: window.innerHeight }));
  expect(scrollY).toBe(0);
  return box !== null && box.y >= 0 && box.y + box.height <= innerHeight;
}

for (const path of ["/rootwell-core-for-women/", "/de-stress-hair-growth-duo/", "/men/products/thinning-hair-growth-supplement/"]) {
  test(`the price and Add to Cart of the chosen plan are above the fold on a phone: ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const section = buySection(page);
    const summary = page.getByTestId("plan-summary");
    const add = section.getByRole("button", { name: "Add to Cart" });

    expect(await aboveTheFold(page, await summary.boundingBox())).toBe(true);
    expect(await aboveTheFold(page, await add.boundingBox())).toBe(true);

    // Another plan keeps them there, with its own price.
    await section.getByRole("radio", { name: "3-Month Subscription" }).check();
    await expect(summary).toContainText("You save 15%");
    expect(await aboveTheFold(page, await add.boundingBox())).toBe(true);
  });
}

test("on a phone the sticky bar appears past the buy section, adds the plan chosen in it, and hides no part of the page", async ({
  page,
}) => {
  await page.goto("/rootwell-core-for-women/");
  await hydrated(page);
  const bar = page.getByRole("region", { name: "Add Rootwell Core for Women to your cart" });
  await expect(bar).toHaveCount(0);

  // A finger's swipe past the buy section.
  await buySection(page).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 10));
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(844);
  expect(barBox.width).toBeLessThanOrEqual(390);

  // The plan's name is readable, not cut to a few letters.
  const toggle = bar.getByRole("button", { name: /^Plan: Monthly Subscription/ });
  await expect(toggle).toContainText("Monthly Subscription");
  const title = toggle.locator("span").first();
  expect(
    await title.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight),
  ).toBe(true);

  await toggle.tap();
  const sixMonths = bar.getByRole("button", { name: /^6-Month Subscription/ });
  await expect(sixMonths).toBeInViewport();
  await sixMonths.tap();
  await expect(bar.getByRole("button", { name: "Plan: 6-Month Subscription, $422" })).toBeVisible();
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"operationName":"AddProductsToCart"'),
  );
  await bar.getByRole("button", { name: "Add to Cart" }).tap();
  expect(JSON.parse((await answer).request().postData()!).variables.cartItems).toEqual([
    { sku: "RW-CORE-W-6M-S01", quantity: 1, purchase_source: "pdp" },
  ]);
  const miniCart = page.getByRole("dialog", { name: "Your Cart" });
  await expect(miniCart).toContainText("6-Month Subscription");
  await miniCart.getByRole("button", { name: "Close cart" }).tap();

  // Scrolled to the very end, the footer's last line is above the bar, not behind it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  const lastLine = page.getByRole("contentinfo").locator("p").last();
  const lineBox = (await lastLine.boundingBox())!;
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
});
