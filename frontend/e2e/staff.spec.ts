import { expect, test } from "@playwright/test";

// Staff work on the backend's own admin sites, not on the storefront.
const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 8100}`;
const staff = { email: "staff@rootwell.example", password: "rootwell-staff" };

test("an editor signs in to the CMS and finds the storefront's pages", async ({ page }) => {
  await page.goto(`${backend}/cms/`);
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { name: "Site summary" })).toBeVisible();

  await page.goto(`${backend}/cms/pages/search/?q=Rootwell+Core`);
  await expect(page.getByRole("link", { name: "Rootwell Core for Women" }).first()).toBeVisible();
});

test("staff sign in to the shop dashboard and find the product", async ({ page }) => {
  await page.goto(`${backend}/dashboard/`);
  await page.getByLabel("Email address").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Login" }).click();

  // The whole line fills more than the list's first page: search for it as staff would.
  await page.goto(`${backend}/dashboard/catalogue/?title=Rootwell+Core+for+Women`);
  await expect(page.getByRole("link", { name: "Rootwell Core for Women" }).first()).toBeVisible();
});
