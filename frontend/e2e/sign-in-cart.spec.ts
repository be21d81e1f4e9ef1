import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { hydrated } from "./helpers";
import { cartWith, signUp, tokenFor } from "./shop-api";

// Signing in with a guest cart: a plan both carts hold is kept once, and the shopper is told what
// was merged; a once-per-customer code from a promotion's link waits for the guest to sign in.

const CORE_3_MONTH = "RW-CORE-W-3M-S01";
// The demo's once-per-customer code (25% off subscription plans), see fixtures/campaigns.py.
const ONCE_PER_CUSTOMER_CODE = "UPGRADE25";
const PASSWORD = "Roots-and-Shoots-42";
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let people = 0;

async function newCustomer(request: APIRequestContext, width: number): Promise<string> {
  const email = `sign-in-cart-${RUN}-${width}-${people++}@example.com`;
  await signUp(request, { firstname: "Robin", lastname: "Hale", email, password: PASSWORD });
  return email;
}

async function logIn(page: Page, email: string) {
  await hydrated(page);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
}

const cartLines = (page: Page) =>
  page.getByRole("main").getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
const notices = (page: Page) => page.locator("[data-session-messages]");

async function noWiderThanTheViewport(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("signing in with the same plan in both carts keeps it once and says what was merged", async ({
      page,
      request,
    }) => {
      const email = await newCustomer(request, width);
      await cartWith(request, await tokenFor(request, email, PASSWORD), [{ sku: CORE_3_MONTH, quantity: 1 }]);

      // A guest puts the same plan in the cart, then signs in from a page that returns to the cart.
      await page.goto(`/dpa/add/tocart/?skus=${CORE_3_MONTH}&purchase_source=pdp`);
      await expect(cartLines(page)).toHaveCount(1);
      await page.goto("/customer/account/login/?redirect=/checkout/cart/");
      await logIn(page, email);

      await page.waitForURL(/\/checkout\/cart\/$/);
      await expect(notices(page).getByRole("status")).toHaveText(
        "Rootwell Core for Women 3-Month Subscription was already in your cart; we kept one.",
      );
      await expect(cartLines(page)).toHaveCount(1);
      await expect(
        page.getByRole("main").getByLabel("Quantity of Rootwell Core for Women, 3-Month Subscription"),
      ).toHaveValue("1");
      await noWiderThanTheViewport(page);
    });

    test("a guest following a once-per-customer code's link is asked to sign in, and the code applies once they do", async ({
      page,
      request,
    }) => {
      const email = await newCustomer(request, width);

      await page.goto(`/dpa/add/tocart/?skus=${CORE_3_MONTH}&purchase_source=promo&code=${ONCE_PER_CUSTOMER_CODE}`);

      // No error and no empty cart: the plan is in, the code waits for a sign-in.
      await page.waitForURL(/\/checkout\/cart\/$/);
      await hydrated(page);
      await expect(cartLines(page)).toHaveCount(1);
      // (Next.js's route announcer is an empty alert of its own: only the page's are counted)
      await expect(notices(page).getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
      const coupon = page.getByRole("main").locator(`[data-applied-coupon="${ONCE_PER_CUSTOMER_CODE}"]`).first();
      await expect(coupon).toContainText(`Sign in or create an account to use ${ONCE_PER_CUSTOMER_CODE}`);
      await expect(coupon).toHaveAttribute("data-applies", "false");
      await noWiderThanTheViewport(page);

      await coupon.getByRole("link", { name: "Sign in" }).click();
      await page.waitForURL(/\/customer\/account\/login\/\?redirect=\/checkout\/cart\/$/);
      await logIn(page, email);

      await page.waitForURL(/\/checkout\/cart\/$/);
      const applied = page.getByRole("main").locator(`[data-applied-coupon="${ONCE_PER_CUSTOMER_CODE}"]`).first();
      await expect(applied).toHaveAttribute("data-applies", "true");
      await expect(applied).toContainText(`Discount code ${ONCE_PER_CUSTOMER_CODE} applied`);
      await expect(page.getByRole("main").locator("[data-cart-totals]")).toContainText(`Discount (${ONCE_PER_CUSTOMER_CODE})`);
      await expect(cartLines(page)).toHaveCount(1);
    });
  });
}
