import { expect, test, type Locator, type Page } from "@playwright/test";

// The products listing (/products/, /men/products/) and the men's home: product cards with their
// images, prices and quick add; the listing's filters; the men's header on a phone.

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** The listing's section headings, those shown by the current filter. */
const shownSections = (page: Page) => page.locator("#all-products > section > h2:visible");

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Every card's heading in a part of the page that is shown. */
const visibleCardNames = (scope: Locator) => scope.locator("li > article h3:visible").allInnerTexts();

async function expectLoadedWithItsSize(image: Locator) {
  // Width and height are set: the card keeps its space before the image arrives.
  await expect(image).toHaveAttribute("width", "400");
  await expect(image).toHaveAttribute("height", "400");
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectMiniCartAdded(page: Page, name: string, option: string) {
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByRole("status")).toHaveText("Item(s) added to your cart");
  await expect(drawer.getByText(name, { exact: true })).toBeVisible();
  await expect(drawer.getByText(option, { exact: true })).toBeVisible();
}

test("the listing shows every line with images, audience, from prices and savings", async ({ page }) => {
  await page.goto("/products/");

  await expect(shownSections(page)).toHaveText([
    "Hair growth supplements",
    "Root-cause duos",
    "Scalp care",
    "Wellness boosters",
    "For men",
  ]);
  const core = card(page, "Rootwell Core for Women");
  await expect(core.getByText("Women 18-44", { exact: true })).toBeVisible();
  // The 6-month plan ($422) is the cheapest month: $70.33 against $88 bought once.
  await expect(core.getByTestId("card-price")).toHaveText("From $70.33/mo Bought once $88 Save up to 20%");
  await expect(core.getByRole("link", { name: "Rootwell Core for Women" })).toHaveAttribute(
    "href",
    "/rootwell-core-for-women/",
  );
  await expectLoadedWithItsSize(core.locator("img"));
  await expect(card(page, "De-Stress Hair Growth Duo").getByText("Stress", { exact: true })).toBeVisible();
  const men = region(page, "For men");
  await expect(men.getByRole("link", { name: "Rootwell Thinning Hair Growth Supplement for Men" })).toHaveAttribute(
    "href",
    "/men/products/thinning-hair-growth-supplement/",
  );
  await expectLoadedWithItsSize(men.locator("img").first());
});

test("a quick add puts the default plan in the cart, or the plan chosen beside it", async ({ page }) => {
  await page.goto("/products/");
  const core = card(page, "Rootwell Core for Women");
  await expect(core.getByRole("combobox", { name: "Plan for Rootwell Core for Women" })).toHaveValue(
    "RW-CORE-W-1M-S01",
  );

  await core.getByRole("button", { name: "Add to Cart: Rootwell Core for Women" }).click();

  // The shopper stays on the listing; the mini cart shows the monthly plan added.
  await expectMiniCartAdded(page, "Rootwell Core for Women", "Monthly Subscription");
  expect(new URL(page.url()).pathname).toBe("/products/");
  await page.keyboard.press("Escape");

  const serum = card(page, "Hair Serum");
  await serum.getByRole("combobox", { name: "Plan for Hair Serum" }).selectOption({ label: "3-Month: $148" });
  await serum.getByRole("button", { name: "Add to Cart: Hair Serum" }).click();
  await expectMiniCartAdded(page, "Hair Serum", "3-Month Subscription");

  await page.goto("/checkout/cart/");
  const lines = page.getByRole("main");
  await expect(lines.getByText("Rootwell Core for Women", { exact: true })).toBeVisible();
  await expect(lines.getByText("Hair Serum", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a quick add still adds the plan and shows the cart", async ({ page }) => {
    await page.goto("/products/");

    await card(page, "Energy Booster").getByRole("button", { name: "Add to Cart: Energy Booster" }).click();

    await expect(page).toHaveURL(/\/checkout\/cart\/$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "cart_count")?.value).toBe("1");
  });

  test("the filters show one line or one root cause, and All products shows everything again", async ({ page }) => {
    await page.goto("/products/");
    const main = page.getByRole("main");
    const filters = page.getByRole("navigation", { name: "Filter products" });
    const everyCard = await visibleCardNames(main);
    expect(everyCard.length).toBeGreaterThan(25);

    await filters.getByRole("link", { name: "Scalp care" }).click();

    await expect(page).toHaveURL(/#scalp$/);
    await expect(shownSections(page)).toHaveText(["Scalp care"]);
    expect(await visibleCardNames(main)).toHaveLength(6);

    await filters.getByRole("link", { name: "Stress" }).click();

    await expect(page.getByText("Products for stress.")).toBeVisible();
    expect(await visibleCardNames(main)).toEqual([
      "De-Stress Hair Growth Duo",
      "Stress Adaptogen Booster",
      "De-Stress Duo for Men",
    ]);
    await expect(shownSections(page)).toHaveText(["Root-cause duos", "Wellness boosters", "For men"]);

    await filters.getByRole("link", { name: "All products" }).click();

    await expect(shownSections(page)).toHaveCount(5);
    expect(await visibleCardNames(main)).toEqual(everyCard);
  });
});

test("/products/#scalp opens on scalp care alone", async ({ page }) => {
  await page.goto("/products/#scalp");

  await expect(shownSections(page)).toHaveText(["Scalp care"]);
  await expect(region(page, "Scalp care").getByRole("heading", { level: 3 })).toHaveText([
    "Scalp Cleanser Shampoo",
    "Scalp Conditioner",
    "Hair Serum",
    "Scalp Exfoliator Mask",
    "Nourishing Scalp Oil",
    "Volumizing Dry Shampoo",
  ]);
});

test("/men/products/ is the men's view", async ({ page }) => {
  await page.goto("/men/products/");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Men's Products");
  await expect(shownSections(page)).toHaveText(["Hair growth supplements", "Root-cause duos", "Scalp care"]);
  expect(await visibleCardNames(page.getByRole("main"))).toEqual([
    "Rootwell Thinning Hair Growth Supplement for Men",
    "Hairline DHT Blocker Supplement",
    "Thinning Hair Supplements and Serum",
    "Hair Thinning Supplement Collagen Powder",
    "De-Stress Duo for Men",
    "Gut Restore Duo for Men",
    "Hairline Defender Duo for Men",
    "Men's Shampoo & Conditioner",
  ]);
  await expect(page.locator("[data-header=men]")).toBeVisible();
});

test("the men's home: products with prices, root causes, results and FAQ, and the quiz's calls to action", async ({ page }) => {
  await page.goto("/men/");

  await expect(page.getByRole("heading", { name: "Hair growth, made for men" })).toBeVisible();
  const shop = region(page, "Shop men's hair growth");
  await expect(shop.getByRole("heading", { level: 3 })).toHaveText([
    "Rootwell Thinning Hair Growth Supplement for Men",
    "Hairline DHT Blocker Supplement",
    "Thinning Hair Supplements and Serum",
    "Hair Thinning Supplement Collagen Powder",
  ]);
  await expect(card(page, "Hairline DHT Blocker Supplement").getByTestId("card-price")).toHaveText(
    "From $46.33/mo Bought once $58 Save up to 20%",
  );
  await expectLoadedWithItsSize(shop.locator("img").first());
  await expect(page.getByRole("heading", { name: "What thins a man's hair" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Results you can see in 3 to 6 months" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Real men, real results" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Questions men ask" })).toBeVisible();

  // The men's quiz is live: the hero's button and the band lead to it.
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Take the Quiz" }).first()).toHaveAttribute("href", "/men/quiz/");
  await expect(page.getByRole("heading", { name: "Not sure where to start?" })).toBeVisible();

  await card(page, "Hairline DHT Blocker Supplement")
    .getByRole("button", { name: "Add to Cart: Hairline DHT Blocker Supplement" })
    .click();
  await expectMiniCartAdded(page, "Hairline DHT Blocker Supplement", "Monthly Subscription");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the men's header has its switch row: Women, Skin and Take the Quiz (the quiz is live)", async ({ page }) => {
    await page.goto("/men/");

    const switchRow = page.getByRole("navigation", { name: "Sites" });
    await expect(switchRow).toBeVisible();
    await expect(switchRow.getByRole("link")).toHaveText(["Women", "Skin", "Take the Quiz"]);
    await expect(switchRow.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute("href", "/men/quiz/");
    await expect(switchRow.getByRole("link", { name: "Women" })).toHaveAttribute("href", "/");
    await expectNoSidewaysScroll(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(switchRow).toBeHidden();
  });

  test("the listing, the men's view and the men's home fit the screen", async ({ page }) => {
    for (const path of ["/products/", "/men/products/", "/men/"]) {
      await page.goto(path);
      await expect(page.getByRole("main").locator("article").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
