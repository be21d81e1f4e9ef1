import { expect, test } from "@playwright/test";

import { backend, hydrated, staffLogIn } from "./helpers";
import { api, cartWith, signInWithToken, subscribedCustomer } from "./shop-api";

// Store credit at checkout: staff grant a customer of the test's own (with a saved address and
// card) $10 of credit in the dashboard; the customer uses it on a one-time bottle, the card is
// charged the rest, and the order shows the credit. (A customer of its own, so that a retry or a
// second run starts from the same balance and cart.)

const CORE_ONCE = "RW-CORE-W-N01";

test("a customer pays part of an order with store credit and the order shows it", async ({ page, request, baseURL }) => {
  const { email, token } = await subscribedCustomer(request, backend);

  // given staff grant the customer $10 of store credit
  await staffLogIn(page);
  await page.goto(`${backend}/dashboard/store-credit/`);
  const grant = page.locator("#grant_store_credit_form");
  await grant.getByLabel("Customer's email").fill(email);
  await grant.getByLabel("Amount").fill("10.00");
  await grant.getByLabel("Note").fill("Sorry for the late parcel");
  await grant.getByRole("button").click();
  await expect(page.getByText(`Granted $10.00 of store credit to ${email}.`)).toBeVisible();

  // and a cart of one bottle
  await cartWith(request, token, [{ sku: CORE_ONCE, quantity: 1 }]);
  const { customer } = await api<{ customer: { store_credit: { current_balance: { value: string } } } }>(
    request,
    token,
    "AccountHome",
  );
  expect(customer.store_credit.current_balance.value, "the credit staff granted").toBe("10.00");

  await signInWithToken(page, token, baseURL!);
  await page.goto("/checkout/");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await hydrated(page);
  const form = page.getByRole("form", { name: "Checkout" });
  await expect(form.getByRole("radio", { name: /^Visa ending in 4242/ }).first()).toBeChecked();

  // when the customer chooses to use their credit
  const useCredit = form.getByLabel("Use store credit ($10.00 available)");
  await expect(useCredit).not.toBeChecked();
  // (the box is ticked once the shop has re-priced the cart)
  await useCredit.click();
  await expect(useCredit).toBeChecked();

  // then the totals show the goods' total, the credit taken off and what the card is charged
  await expect(form.locator("[data-store-credit-totals]")).toHaveText("Store credit-$10.00To pay by card$84.95");
  await expect(form.locator("[data-cart-totals]")).toContainText("Grand Total$94.95");

  await form.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/checkout\/success\/\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
  const number = await page.locator("[data-order-number]").getAttribute("data-order-number");

  // and the confirmation and the account's order page show the credit beside the card's payment
  const totals = page.locator("[data-order-totals]");
  await expect(totals).toContainText("Grand Total$94.95Store credit-$10Paid by card$84.95");
  await page.goto(`/account/orders/${number}/`);
  await expect(page.locator("[data-order-totals]")).toContainText("Store credit-$10Paid by card$84.95");
  await expect(page.getByRole("main")).toContainText("Store credit");

  // and the credit is spent
  const after = await api<{ customer: { store_credit: { current_balance: { value: string } } } }>(
    request,
    token,
    "AccountHome",
  );
  expect(after.customer.store_credit.current_balance.value).toBe("0.00");

  // and the account home lists it among the latest changes
  await page.goto("/account/");
  const credit = page.getByRole("region", { name: "Store Credit" });
  await expect(credit.getByRole("listitem").first()).toContainText("−$10");
});
