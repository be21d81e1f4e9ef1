import { expect, test, type Page } from "@playwright/test";

/** The page answers 200 and shows its title as the page heading. */
async function openWithHeading(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

async function sectionHeadings(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
}

test("the routes the spec lists answer with their pages", async ({ page }) => {
  const routes: [string, string][] = [
    ["/products/vegan/", "Rootwell Women's Vegan"],
    ["/products/hair-kit/", "Rootwell Hair Kit"],
    ["/hair-kit/", "Rootwell Hair Kit"],
    ["/sms/", "Rootwell by Text"],
    ["/sms/offer/spring/", "Rootwell by Text"],
    ["/myrootwell-terms/", "MyRootwell Terms"],
    ["/memorial-day/", "Memorial Day Sale"],
    ["/labor-day/", "Labor Day Sale"],
    ["/cyber-monday/", "Cyber Monday"],
    ["/gift-with-purchase/", "Free Hair Serum"],
    ["/restart-3-month/", "Welcome Back: 3-Month Plan"],
  ];
  for (const [path, heading] of routes) {
    await openWithHeading(page, path, heading);
  }
  // A path under /sms/ is served as /sms/ at its own address.
  await page.goto("/sms/offer/spring/");
  await expect(page).toHaveURL(/\/sms\/offer\/spring\/$/);
});

test("the hair kit is a catalogue product a shopper can buy", async ({ page }) => {
  await openWithHeading(page, "/hair-kit/", "Rootwell Hair Kit");
  const buy = page.getByRole("region", { name: "Buy Rootwell Hair Kit" });
  await buy.getByRole("radio", { name: "One-Time Purchase", exact: true }).check();
  await expect(buy.getByText("$148 + $6.95 shipping")).toBeVisible();

  await buy.getByRole("button", { name: "Add to Cart" }).click();

  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByRole("status")).toHaveText("Item(s) added to your cart");
  await expect(drawer.getByText("Rootwell Hair Kit").first()).toBeVisible();
});

test("each seasonal promotion names a code that works in the cart", async ({ page }) => {
  // Two promotion pages and two carts filled through the add-to-cart link.
  test.slow();
  await openWithHeading(page, "/memorial-day/", "Memorial Day Sale");
  await expect(page.getByText("$20 off any order this Memorial Day weekend.")).toBeVisible();
  await expect(page.getByText("MEMORIAL20").first()).toBeVisible();

  await addToCartWithCode(page, "RW-CORE-W-N01", "MEMORIAL20");
  await expect(page.getByText("Discount code MEMORIAL20 applied")).toBeVisible();
  await expect(page.getByRole("main").locator("[data-cart-totals]")).toContainText("Discount (MEMORIAL20)-$20");

  await openWithHeading(page, "/gift-with-purchase/", "Free Hair Serum");
  await expect(page.getByText("GIFTSERUM").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Hair Serum" })).toHaveAttribute("href", "/scalp/hair-serum/");

  // Any Core for Women plan and a one-time Hair Serum: the serum ($58) is free.
  await addToCartWithCode(page, "RW-CORE-W-1M-S01,RW-SCALP-SERUM-N01", "GIFTSERUM");
  await expect(page.getByRole("main").locator("[data-cart-totals]")).toContainText("Discount (GIFTSERUM)-$58");
});

async function addToCartWithCode(page: Page, skus: string, code: string) {
  await page.goto(`/dpa/add/tocart/?skus=${skus}&purchase_source=email&code=${code}`);
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await page.waitForLoadState("networkidle");
}

test("science, results and FAQ are pages of several sections", async ({ page }) => {
  await openWithHeading(page, "/science/", "The Science");
  expect(await sectionHeadings(page)).toEqual(
    expect.arrayContaining([
      "Thinning is rarely about one thing",
      "Five root causes, one routine",
      "How our formulas work",
      "What the studies found",
      "Notes",
    ]),
  );
  // A figure and the footnote it points to.
  await expect(page.getByText("of women saw improved hair growth after 6 months of daily use.¹")).toBeVisible();
  await expect(page.getByText(/Investigator assessment of hair growth in a 6-month/)).toBeVisible();

  await openWithHeading(page, "/results/", "Real Results");
  expect(await sectionHeadings(page)).toEqual(
    expect.arrayContaining(["Results, in figures", "Before and after", "What to expect, month by month", "Notes"]),
  );
  await expect(page.locator("figure blockquote")).toHaveCount(3);
  await expect(page.getByRole("img", { name: "Alicia M." })).toBeVisible();

  // The help centre: its questions by category, each leading to its article.
  await openWithHeading(page, "/faq/", "Frequently Asked Questions");
  expect(await sectionHeadings(page)).toEqual(
    expect.arrayContaining(["Products and ingredients", "Results", "Subscriptions", "Shipping and returns"]),
  );
  const questions = page.getByRole("main").getByRole("region").getByRole("link");
  expect(await questions.count()).toBeGreaterThanOrEqual(12);
  await page.getByRole("link", { name: "Is there a vegan option?" }).click();
  await expect(page).toHaveURL(/\/faq\/is-there-a-vegan-option\/$/);
  await expect(page.getByRole("link", { name: "Women's Vegan" })).toBeVisible();
});

test("every blog card shows its image", async ({ page }) => {
  await openWithHeading(page, "/blog/", "The Rootwell Blog");
  const cards = page.getByRole("main").locator("article");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const image = card.locator("img");
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test("the new pages fit a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ["/science/", "/results/", "/faq/", "/blog/", "/hair-kit/", "/sms/", "/gift-with-purchase/"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
