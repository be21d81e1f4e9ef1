import { expect, test, type Page } from "@playwright/test";

import { backend, hydrated, staffLogIn } from "./helpers";
import { signInWithToken, tokenFor } from "./shop-api";

// The money-back guarantee. The demo data (loaded fresh for the browser tests) holds two journey
// customers, dated on every load: one on day 120, one on day 200 with two consultations behind
// them and the three photos. A claim on day 120 is refused with the day; one on day 200 is
// accepted with its evidence, staff approve it in the dashboard, and the refund shows.

const PASSWORD = "grow-thicker-roots";

async function signIn(page: Page, email: string, baseURL: string) {
  await signInWithToken(page, await tokenFor(page.request, email, PASSWORD), baseURL);
}

test("a claim on day 120 is refused with the day", async ({ page, baseURL }) => {
  await signIn(page, "guarantee-day120@rootwell.example", baseURL!);

  await page.goto("/account/guarantee/");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Money-Back Guarantee" })).toBeVisible();
  await expect(page.getByText("Day 120", { exact: true })).toBeVisible();
  await expect(page.getByText("your claim window is closed today.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Claim my money back" }).click();

  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Claims open on day 180 of your journey; you are on day 120.");
});

test("a claim on day 200 with its evidence is accepted, approved by staff and refunded", async ({ page, baseURL }) => {
  await signIn(page, "guarantee-day200@rootwell.example", baseURL!);

  await page.goto("/account/guarantee/");
  await hydrated(page);
  await expect(page.getByText("Day 200", { exact: true })).toBeVisible();
  await expect(page.getByText("You have everything a claim needs.")).toBeVisible();
  await expect(page.locator('li[data-stage="six_months"]').getByText(/^Uploaded /)).toBeVisible();
  await page.getByRole("button", { name: "Claim my money back" }).click();
  await expect(page.getByText("We have your claim, made on day 200 of your journey, and are reviewing it.", { exact: false })).toBeVisible();

  // Staff see the claim with its evidence and approve it: the gateway refunds the journey's charges.
  const dashboard = await page.context().browser()!.newPage();
  await staffLogIn(dashboard);
  await dashboard.goto(`${backend}/dashboard/guarantee-claims/`);
  await dashboard.getByRole("row").filter({ hasText: "guarantee-day200@rootwell.example" }).getByRole("link").first().click();
  await expect(dashboard.getByText("Initial consultation", { exact: false })).toBeVisible();
  await expect(dashboard.getByRole("img", { name: "6 months scalp photo" })).toBeVisible();
  await dashboard.getByRole("button", { name: "Approve and refund" }).click();
  await expect(dashboard.getByText(/Claim approved: [\d.]+ refunded through the gateway, due by \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await dashboard.close();

  await page.reload();
  await expect(page.getByText(/Your claim was approved: \$[\d.]+ is being refunded to your card and will arrive by /)).toBeVisible();
});
