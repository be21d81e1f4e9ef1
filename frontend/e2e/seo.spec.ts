import { type Page, expect, test } from "@playwright/test";

const PRODUCT = "/rootwell-core-for-women/";
// Influencer pages ask search engines not to index them, but are made to be shared.
const INFLUENCER = "/influencer/ava-torres/";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function meta(page: Page, property: string): Promise<string | null> {
  return page.locator(`meta[property="${property}"], meta[name="${property}"]`).first().getAttribute("content");
}

test("a product page's JSON-LD names the product, its image and an offer with a price per plan", async ({ page, request }) => {
  await page.goto(PRODUCT);

  const product = (await jsonLd(page)).find((data) => data["@type"] === "Product");
  expect(product).toBeDefined();
  expect(product!.name).toBe("Rootwell Core for Women");
  const [image] = product!.image as string[];
  expect((await request.get(image)).status()).toBe(200);
  const offers = product!.offers as { price: string; priceCurrency: string; availability: string }[];
  expect(offers.length).toBeGreaterThanOrEqual(2);
  for (const offer of offers) {
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offer.priceCurrency).toBe("USD");
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  }
  // The demo data's approved reviews rate it, as the page's own review figures do.
  const rating = product!.aggregateRating as { ratingValue: number; reviewCount: number };
  expect(rating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(rating.ratingValue).toBeGreaterThanOrEqual(1);
  expect(rating.ratingValue).toBeLessThanOrEqual(5);
  await expect(page.getByRole("img", { name: `${rating.ratingValue.toFixed(1)} out of 5 stars` }).first()).toBeVisible();
  const breadcrumbs = (await jsonLd(page)).find((data) => data["@type"] === "BreadcrumbList");
  expect(breadcrumbs).toBeDefined();

  // Shared, the page shows its product at 1200×630 (made from the catalogue's image).
  expect(await meta(page, "og:image:width")).toBe("1200");
  const shareImage = await request.get((await meta(page, "og:image"))!);
  expect(shareImage.status()).toBe(200);
  expect(shareImage.headers()["content-type"]).toMatch(/^image\//);
});

test("an influencer page shares with its title, description and a 1200×630 image that loads", async ({ page, request }) => {
  await page.goto(INFLUENCER);

  expect(await meta(page, "og:title")).toBe("Ava Torres x Rootwell");
  expect(await meta(page, "og:description")).toContain("15% off");
  expect(await meta(page, "twitter:card")).toBe("summary_large_image");
  expect(await meta(page, "og:image:width")).toBe("1200");
  expect(await meta(page, "og:image:height")).toBe("630");
  const imageUrl = (await meta(page, "og:image"))!;
  expect(imageUrl).toMatch(/^https?:\/\//);

  const image = await request.get(imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height];
  }, new URL(imageUrl).pathname);
  expect(size).toEqual([1200, 630]);
});

test("a page search engines are asked not to index carries no structured data", async ({ page }) => {
  await page.goto(INFLUENCER);

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await jsonLd(page)).toEqual([]);
});

test("a CMS page names its canonical address, and the help centre its questions", async ({ page }) => {
  await page.goto("/faq/");

  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/^https?:\/\//);
  expect(new URL(canonical!).pathname).toBe("/faq/");
  const faq = (await jsonLd(page)).find((data) => data["@type"] === "FAQPage");
  expect((faq?.mainEntity as unknown[]).length).toBeGreaterThan(0);
});

test("after a new build, the tab's next navigation loads the page afresh, once", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.route("**/api/build/", (route) => route.fulfill({ json: { build: "a-newer-build" } }));

  await page.locator(`main a[href="${PRODUCT}"]`).first().click();
  await page.waitForURL(`**${PRODUCT}`);
  // While the page reloads, its old document is gone: read that as "not yet reloaded" and ask again.
  await expect.poll(() => page.evaluate(() => "sameDocument" in window).catch(() => true)).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem("rootwell:build-reload"))).toBe("a-newer-build");

  // The server still says "a-newer-build" while this tab runs the old one: no second reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const checked = page.waitForResponse("**/api/build/");
  await page.getByRole("link", { name: "Rootwell home" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await checked;
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
