import { expect, test } from "@playwright/test";

import { backend, staffCmsLogIn, staffLogIn } from "./helpers";

// Staff work on the backend's own admin sites, not on the storefront.

test("an editor signs in to the CMS and finds the storefront's pages", async ({ page }) => {
  await staffCmsLogIn(page);

  await expect(page.getByRole("heading", { name: "Site summary" })).toBeVisible();

  await page.goto(`${backend}/cms/pages/search/?q=Rootwell+Core`);
  await expect(page.getByRole("link", { name: "Rootwell Core for Women" }).first()).toBeVisible();
});

test("staff sign in to the shop dashboard and find the product", async ({ page }) => {
  await staffLogIn(page);

  // The whole line fills more than the list's first page: search for it as staff would.
  await page.goto(`${backend}/dashboard/catalogue/?title=Rootwell+Core+for+Women`);
  await expect(page.getByRole("link", { name: "Rootwell Core for Women" }).first()).toBeVisible();
});
