import { expect, test } from "@playwright/test";

test("a legal page shows when it last changed, and the privacy policy links its state notices", async ({
  page,
}) => {
  await page.goto("/terms-of-use/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  await expect(page.getByText("Last updated January 15, 2026")).toBeVisible();

  await page.goto("/privacy-policy/");
  await page.getByRole("link", { name: "California Privacy Notice" }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/california\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("California Privacy Notice");
});

test("the blog lists its posts and a post opens with its byline", async ({ page }) => {
  await page.goto("/blog/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Rootwell Blog");
  const post = page.getByRole("link", { name: "Postpartum Hair Loss: A Timeline" });
  await expect(post).toBeVisible();

  await post.click();
  await expect(page).toHaveURL(/\/blog\/postpartum-hair-loss\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Postpartum Hair Loss: A Timeline");
  await expect(page.getByText("By Jenna Ortiz, RN")).toBeVisible();
});

test("an influencer landing page shows the offer and asks search engines not to index it", async ({ page }) => {
  await page.goto("/influencer/ava-torres/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ava Torres x Rootwell");
  await expect(page.getByText("AVA15", { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex/);
});

test("a promotion page shows its offer, code and end date", async ({ page }) => {
  await page.goto("/black-friday/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday & Cyber Monday");
  await expect(page.getByText("$25 off any order.")).toBeVisible();
  await expect(page.getByText("BF25", { exact: true })).toBeVisible();
  await expect(page.getByText("Offer ends December 1, 2026")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("the sitemap lists indexable pages but not influencer landing pages", async ({ request, baseURL }) => {
  // The storefront names its pages at its public address (SITE_URL), here the address the tests use.
  const origin = new URL(baseURL!).origin;
  const xml = await (await request.get("/sitemap.xml")).text();

  expect(xml).toContain(`<loc>${origin}/terms-of-use/</loc>`);
  expect(xml).toContain(`<loc>${origin}/blog/postpartum-hair-loss/</loc>`);
  expect(xml).not.toContain("/influencer/");
  expect(xml).not.toContain("ava-torres");
});
