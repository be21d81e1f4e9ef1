import { expect, test, type Page } from "@playwright/test";

import { backend, staffCmsLogIn, staffLogIn } from "./helpers";

// The backend's own pages, the CMS (Wagtail's admin) and the dashboard (Oscar's), run scripts from
// the backend's site only: their widgets still work and the browser refuses nothing they load. The
// dashboard's offer wizard takes an end date typed to the minute through its date picker's mask.

/** CSP violations the page reports, as the browser's console tells them. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function expectScriptsFromThisSite(policy: string | null) {
  expect(policy).toContain("script-src 'self' 'unsafe-inline';");
}

test("the CMS's editor and its widgets run with scripts from this site only", async ({ page }) => {
  const violations = watchViolations(page);
  await staffCmsLogIn(page);

  const home = await page.goto(`${backend}/cms/`);

  // A page's editor: its rich text and its schedule's date and time pickers (inline scripts).
  await page.goto(`${backend}/cms/pages/search/?q=Real+Results`);
  await page.getByRole("link", { name: "Real Results" }).first().click();
  await expect(page.locator("#id_title")).toHaveValue(/Real Results/);
  await page.getByRole("button", { name: "Toggle preview" }).click();
  await expect(page.frameLocator("iframe[title*='Preview' i], .preview-panel iframe").first().getByRole("heading", { level: 1 })).toBeVisible();
  // A promoted search's form, whose inline panel is started by a script of its own.
  await page.goto(`${backend}/cms/searchpicks/add/`);
  await page.getByRole("button", { name: "Add a recommended result" }).click();
  await expect(page.getByLabel(/External link URL/i)).toBeVisible();

  expect(violations).toEqual([]);
  expectScriptsFromThisSite(home!.headers()["content-security-policy"]);
});

test("the dashboard's offer wizard runs with scripts from this site only and takes an end date to the minute", async ({ page }) => {
  // A sign-in and the wizard's four steps.
  test.slow();
  const violations = watchViolations(page);
  await staffLogIn(page);

  const start = await page.goto(`${backend}/dashboard/offers/new/metadata/`);
  const name = `Winter sale ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Type").selectOption({ label: "Site offer - available to all users" });
  await page.getByRole("button", { name: "Continue to step 2" }).click();

  await page.locator("#id_range").selectOption({ index: 1 });
  await page.locator("#id_type").selectOption({ index: 1 });
  await page.locator("#id_value").fill("10");
  await page.getByRole("button", { name: "Continue to step 3" }).click();

  await page.locator("#id_range").selectOption({ index: 1 });
  await page.locator("#id_type").selectOption({ index: 1 });
  await page.locator("#id_value").fill("1");
  await page.getByRole("button", { name: "Continue to step 4" }).click();

  // The dates typed as a marketer types them, without seconds, into the pickers' masks (the start
  // comes filled in with now: cleared first): a window far ahead, so that this site offer never
  // discounts the carts of the tests that follow.
  for (const [field, value] of [
    ["#id_start_datetime", "2099-01-01 00:00"],
    ["#id_end_datetime", "2099-01-31 23:59"],
  ]) {
    const date = page.locator(field);
    await date.clear();
    await date.click();
    await date.pressSequentially(value);
    await expect(date).toHaveValue(value);
  }
  await page.locator("form").getByRole("button", { name: /^(Continue|Save)/ }).first().click();

  await expect(page).toHaveURL(/\/dashboard\/offers\/\d+\/$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(/and Jan\. 31, 2099, 11:59 p\.m\./)).toBeVisible();
  expect(violations).toEqual([]);
  expectScriptsFromThisSite(start!.headers()["content-security-policy"]);
});
