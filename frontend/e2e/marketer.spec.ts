import { expect, test } from "@playwright/test";

import { staffCmsLogIn } from "./helpers";

// A marketer makes an influencer's landing page from the CMS dashboard: the code is checked
// against the shop's vouchers, and the page's button fills a shopper's cart with it applied.

test("a marketer creates an influencer page with a checked code from the dashboard panel", async ({
  page,
  browser,
}) => {
  // A sign-in, two submissions of a Wagtail form and a cart across both servers.
  test.slow();
  await staffCmsLogIn(page);

  // The dashboard's panel opens the form under the influencer area.
  const panel = page.getByRole("region", { name: "Campaign pages" });
  await expect(panel.getByRole("link", { name: "New promotion page on the women's home page" })).toBeVisible();
  await panel.getByRole("link", { name: "New influencer page in Influencer Offers" }).click();
  await expect(page.getByRole("heading", { name: /influencer landing page/i }).first()).toBeVisible();
  await expect(page.getByText("an active voucher of the shop")).toBeVisible();

  await page.locator("#id_title").fill("Maya's routine");
  await page.locator("#id_influencer_name").fill("Maya Chen");
  await page.locator("#id_offer_code").fill("maya99");
  const monthlyCore = page.locator("#id_offer_plan option", { hasText: "Rootwell Core for Women: RW-CORE-W-1M-S01" });
  await page.locator("#id_offer_plan").selectOption((await monthlyCore.getAttribute("value"))!);

  const publish = async () => {
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("button", { name: "Publish" }).click();
  };
  // A code the shop has no active voucher for is refused by name.
  await publish();
  await expect(page.getByText('"MAYA99" is not an active voucher in the shop.')).toBeVisible();

  // The shop's own code is taken, and its rules shown once the page is saved.
  await page.locator("#id_offer_code").fill("grow10");
  await publish();
  await expect(page.getByText(/Page 'Maya's routine' (created and )?published/)).toBeVisible();

  // The shopper's page offers the code, and its button puts the plan in the cart with it.
  const shopper = await browser.newPage();
  await shopper.goto("/influencer/mayas-routine/");
  await expect(shopper.getByText("Recommended by Maya Chen")).toBeVisible();
  await shopper.getByRole("link", { name: "Add to cart with GROW10" }).click();
  await expect(shopper).toHaveURL(/\/checkout\/cart\/?$/);
  await expect(shopper.getByText("GROW10").first()).toBeVisible();
});
