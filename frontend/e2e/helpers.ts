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

/** Staff ship an order (a UPS parcel) from the dashboard they are signed in to: it is Shipped, so
 * its items can be returned and reviewed. */
export async function staffShipOrder(dashboard: Page, orderNumber: string): Promise<void> {
  await dashboard.goto(`${backend}/dashboard/shipments/`);
  const shipment = dashboard.locator("#add_shipment_form");
  await shipment.getByLabel("Order number").fill(orderNumber);
  await shipment.getByLabel("Carrier").selectOption({ label: "UPS" });
  await shipment.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await shipment.getByLabel("Title").fill("UPS Ground");
  await shipment.getByRole("button", { name: /save|add/i }).click();
  await expect(dashboard.locator("#shipment_order")).toContainText("Shipped");
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

/** Publishes the page open in the CMS editor; it returns once the CMS says so. */
export async function publishInCms(page: Page): Promise<void> {
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/has been published/)).toBeVisible();
}

/** The demo staff member's email address, as the dashboard shows who did what. */
export const staffEmail = STAFF.email;
