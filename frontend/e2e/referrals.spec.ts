import { readdir, readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { emailDir } from "./emails";
import { hydrated } from "./helpers";
import { newCustomerToken, signInWithToken } from "./shop-api";

// Issue 17, refer a friend: a customer copies their link from /refer-a-friend/; a new visitor
// follows it, subscribes to Core for Women monthly ($79, ships free) with the friend's $10 off,
// signing up on the way; the referrer then has $10 of store credit, shown in their account.

const CORE_MONTHLY = "RW-CORE-W-1M-S01";
const PASSWORD = "Roots-and-Shoots-42";
const NEXT_YEAR = String(new Date().getFullYear() + 1);
// Addresses of their own per run: the backend's database is shared by every spec.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The newest email to `to` whose subject is `subject`, as the file backend wrote it. */
async function emailTo(to: string, subject: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const files = await readdir(emailDir).catch(() => []);
        for (const file of files.sort().reverse()) {
          const text = (await readFile(`${emailDir}/${file}`, "utf8")).replace(/=\r?\n/g, "");
          if (text.includes(`To: ${to}`) && text.includes(`Subject: ${subject}`)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `an email "${subject}" to ${to} in ${emailDir}` },
    )
    .toBe(true);
  return found;
}

const cartTotals = (page: Page) => page.getByRole("main").locator("[data-cart-totals]");

test("a friend follows a customer's link, subscribes with $10 off, and the customer earns $10 of credit", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // given Jane, a signed-in customer, on the referral page
  const janeEmail = `referrer-${RUN}@example.com`;
  const token = await newCustomerToken(page.request, { firstname: "Jane", email: janeEmail });
  await signInWithToken(page, token, baseURL!);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/refer-a-friend/");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Refer a Friend" })).toBeVisible();

  // when she copies her link
  const panel = page.getByRole("region", { name: "Your referral link" });
  await expect(panel.getByLabel("Your link")).toHaveValue(/\/refer-a-friend\/\?code=JANE-[A-Z0-9]{4}$/);
  await expect(panel).toContainText("Friends get $10 off their first subscription order with your link.");
  await panel.getByRole("button", { name: "Copy link" }).click();
  await expect(panel.getByRole("status")).toHaveText("Link copied.");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const code = new URL(link).searchParams.get("code")!;
  expect(link).toBe(`${new URL(baseURL!).origin}/refer-a-friend/?code=${code}`);

  // then a new visitor who follows it claims the code for their cart
  const friendContext = await browser.newContext({ baseURL });
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(friend);
  await expect(friend.getByRole("region", { name: "Your referral link" })).toContainText("Sign in to get your link");
  await friend.getByRole("link", { name: "Claim your discount" }).click();
  await expect(friend).toHaveURL(/\/checkout\/cart\/$/);
  const coupon = friend.locator(`[data-applied-coupon="${code}"]`);
  await expect(coupon).toContainText("Add a subscription plan to your cart to use this code.");

  // and once they add a subscription, the $10 comes off
  await friend.goto(`/dpa/add/tocart/?skus=${CORE_MONTHLY}&purchase_source=pdp`);
  await expect(friend).toHaveURL(/\/checkout\/cart\/$/);
  await expect(cartTotals(friend)).toHaveText(`Subtotal$79Discount (${code})-$10ShippingFree ShippingGrand Total$69`);

  // and they sign up at checkout and subscribe with the discount, paying by card
  await friend.goto("/checkout/");
  await hydrated(friend);
  await friend.getByRole("main").getByRole("link", { name: "Create an Account" }).click();
  await expect(friend).toHaveURL(/\/customer\/account\/create\/\?redirect=\/checkout\/$/);
  await hydrated(friend);
  const signUp = friend.getByRole("form", { name: "Create an account" });
  const mayaEmail = `friend-${RUN}@example.com`;
  await signUp.getByLabel(/^First Name\*?$/).fill("Maya");
  await signUp.getByLabel(/^Last Name\*?$/).fill("Lopez");
  await signUp.getByLabel(/^Email\*?$/).fill(mayaEmail);
  await signUp.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await signUp.getByLabel(/^Confirm Password\*?$/).fill(PASSWORD);
  await signUp.getByRole("button", { name: "Create an Account" }).click();
  // Two password hashes and a welcome email on a busy machine; the create page's own address
  // ends in ?redirect=/checkout/, so the path is compared.
  await friend.waitForURL((url) => url.pathname === "/checkout/", { timeout: 20_000 });
  await hydrated(friend);

  const form = friend.getByRole("form", { name: "Checkout" });
  await expect(form.getByRole("list", { name: "Items in your cart" })).toContainText("Monthly Subscription");
  await form.getByLabel("First name").fill("Maya");
  await form.getByLabel("Last name").fill("Lopez");
  await form.getByRole("textbox", { name: "Street address", exact: true }).fill("350 Fifth Avenue");
  await form.getByLabel("City").fill("New York");
  await form.getByLabel("State").selectOption({ label: "New York" });
  await form.getByLabel("ZIP code").fill("10001");
  await form.getByLabel("Phone number").fill("2125550100");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiration month").selectOption("12");
  await form.getByLabel("Expiration year").selectOption(NEXT_YEAR);
  await form.getByLabel("Security code").fill("123");
  await form.getByLabel(/I agree to these auto-renewal terms/).check();
  await form.getByRole("button", { name: "Place Order" }).click();

  await friend.waitForURL(/\/checkout\/success\/\?token=/, { timeout: 20_000 });
  await expect(friend.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  await expect(friend.getByRole("main").locator("[data-order-totals]")).toContainText("Grand Total$69");
  await friendContext.close();

  // then Jane has $10 of store credit in her account, and is told by email
  await page.goto("/account/");
  await expect(page.getByRole("region", { name: "Store Credit" })).toContainText("$10");
  const email = await emailTo(janeEmail, "You earned $10 credit");
  expect(email).toContain("Maya placed their first subscription order with your referral code");
  expect(email).not.toContain("Lopez");

  // and the referral page counts the friend
  await page.goto("/refer-a-friend/");
  await expect(page.getByRole("region", { name: "Your referral link" })).toContainText(
    "1 friend has ordered with your link; you have earned $10 in store credit.",
  );

  // and her own link puts nothing off her own cart, saying why
  await page.goto(`/dpa/add/tocart/?code=${code}`);
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await expect(page.locator(`[data-applied-coupon="${code}"]`)).toContainText("You can't use your own referral code.");
});
