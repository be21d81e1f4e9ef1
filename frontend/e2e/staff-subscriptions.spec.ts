import { expect, test } from "@playwright/test";

import { backend, staffEmail, staffLogIn } from "./helpers";
import { signInWithToken, subscribedCustomer } from "./shop-api";

// Staff renew a customer's subscription from the shop dashboard ("Renew now"): the renewal is a
// real order, in the subscription's history and in the customer's own order history.

test("staff renew a customer's subscription now and the customer sees the new order", async ({ page, request, baseURL }) => {
  const { email, subscriptionId: id, token } = await subscribedCustomer(request, backend);

  await staffLogIn(page);

  await page.goto(`${backend}/dashboard/subscriptions/?q=${encodeURIComponent(email)}`);
  await page.locator(`a[href="/dashboard/subscriptions/${id}/"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Subscription S/ })).toBeVisible();

  await page.getByRole("navigation", { name: "Actions" }).getByRole("link", { name: "Renew now" }).click();
  await page.getByRole("button", { name: "Renew now" }).click();

  const done = page.getByText(/Renewed today: order (\d+) was placed and charged\./);
  await expect(done).toBeVisible();
  const orderNumber = (await done.textContent())!.match(/order (\d+)/)![1];
  const log = page.locator("#subscription_log");
  const renewed = log.getByRole("row").filter({ hasText: "Renewed" }).filter({ hasText: orderNumber });
  await expect(renewed).toContainText(`${staffEmail} (staff)`);
  await expect(renewed.getByRole("link", { name: orderNumber })).toHaveAttribute("href", `/dashboard/orders/${orderNumber}/`);

  await signInWithToken(page, token, baseURL!);
  await page.goto("/account/orders/");
  await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Order #${orderNumber}` })).toBeVisible();
});
