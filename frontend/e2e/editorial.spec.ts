import { expect, test } from "@playwright/test";

import { backend, publishInCms, staffCmsLogIn } from "./helpers";

test("an editor previews a draft, then publishes it and shoppers see it without a restart", async ({
  page,
  browser,
}) => {
  // Two sign-ins, a preview and a publish across both servers: more than one ordinary test's time.
  test.slow();
  const shopper = await browser.newPage();
  await shopper.goto("/results/");
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Real Results");

  // The editor changes the title and saves a draft.
  await staffCmsLogIn(page);
  await page.goto(`${backend}/cms/pages/search/?q=Real+Results`);
  await page.getByRole("link", { name: "Real Results" }).first().click();
  const newTitle = "Real Results, in Their Words";
  await page.locator("#id_title").fill(newTitle);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/has been updated/)).toBeVisible();

  // The preview panel shows the draft rendered by the storefront...
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("iframe[title*='Preview' i], .preview-panel iframe").first();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(newTitle);

  // ...while shoppers still see the published page.
  await shopper.reload();
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Real Results");

  // Publishing refreshes the storefront's cache at once.
  await publishInCms(page);
  await expect
    .poll(
      async () => {
        await shopper.reload();
        return shopper.getByRole("heading", { level: 1 }).textContent();
      },
      { timeout: 10_000 },
    )
    .toBe(newTitle);
});

test("the sitemap lists the published, indexable pages", async ({ request, baseURL }) => {
  // The storefront names its pages at its public address (SITE_URL), here the address the tests use.
  const origin = new URL(baseURL!).origin;
  const response = await request.get("/sitemap.xml", { maxRedirects: 0 });

  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of ["/", "/science/", "/men/", "/rootwell-core-for-women/"]) {
    expect(xml).toContain(`<loc>${origin}${path}</loc>`);
  }
});
