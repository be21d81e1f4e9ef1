import { expect, type Page } from "@playwright/test";

// What many browser tests do the same way: wait for the storefront to hydrate, sign staff in.

/** The backend under test, where staff work (the CMS and the shop dashboard). */
export const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 8100}`;

const STAFF = { email: "staff@rootwell.example", password: "rootwell-staff" };

/** Controls and forms answer once hydrated; the scroll manager marks that moment. */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe("manual");
}

/** Signs the demo staff member in to the shop dashboard; it returns once signed in. */
export async function staffLogIn(page: Page): Promise<void> {
  await page.goto(`${backend}/dashboard/`);
  await page.getByLabel("Email address").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Password")).toHaveCount(0);
}

/** Signs the demo staff member in to the CMS (Wagtail's admin) of a backend, by default the one
 * under test; it returns once signed in. */
export async function staffCmsLogIn(page: Page, origin = backend): Promise<void> {
  await page.goto(`${origin}/cms/login/`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password")).toHaveCount(0);
}

/** The demo staff member's email address, as the dashboard shows who did what. */
export const staffEmail = STAFF.email;
