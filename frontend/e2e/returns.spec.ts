import { expect, test } from "@playwright/test";

import { backend, hydrated, staffLogIn, staffShipOrder } from "./helpers";
import { demoCustomerToken, placeOrderAsDemoCustomer, signInWithToken } from "./shop-api";

// Issue 19: a customer starts a return of a shipped (delivered) order from its page, staff receive it and refund it in
// the dashboard through the payment gateway, and the customer's order page shows the refund.

test("a customer returns a delivered order, staff receive and refund it, and the order shows the refund", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const orderNumber = await placeOrderAsDemoCustomer(request);

  // Staff ship the order (a UPS parcel): it is Shipped, and its returns window opens.
  const dashboard = await browser.newPage();
  await staffLogIn(dashboard);
  await staffShipOrder(dashboard, orderNumber);

  // The customer starts a return of the item from the order's page.
  await signInWithToken(page, await demoCustomerToken(request), baseURL!);
  await page.goto(`/account/orders/${orderNumber}/`);
  await hydrated(page);
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns).toContainText("You can return shipped items until");
  await returns.getByRole("button", { name: "Start a return" }).click();
  const form = returns.getByRole("form", { name: "Start a return" });
  await form.getByRole("button", { name: "Request return" }).click();
  await expect(form.getByText("Choose a reason for the return.")).toBeVisible();
  await form.getByLabel(/^Reason/).selectOption({ label: "Not right for me" });
  await form.getByLabel(/Anything to add/).fill("Too strong for me.");
  await form.getByRole("button", { name: "Request return" }).click();
  await expect(returns.getByRole("status")).toContainText(/Return R\d+ requested\./);
  const started = returns.getByRole("listitem").filter({ hasText: /Return R\d+/ }).first();
  await expect(started).toContainText("Requested");
  await expect(started).toContainText("1 × ");
  // Everything shipped is in the return now: nothing more to start.
  await expect(returns.getByRole("button", { name: "Start a return" })).toHaveCount(0);

  // Staff find it in the dashboard's returns, mark it received, then approve and refund it.
  await dashboard.goto(`${backend}/dashboard/returns/?status=requested`);
  const row = dashboard.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText("Not right for me");
  await row.getByRole("link", { name: /^Return R\d+$/ }).click();
  await expect(dashboard.getByText("Too strong for me.")).toBeVisible();
  await dashboard.getByRole("button", { name: "Mark received" }).click();
  await expect(dashboard.locator("#return_status")).toHaveText("Received");
  await dashboard.getByRole("button", { name: "Approve and refund 88.00 USD" }).click();
  await expect(dashboard.getByText(/Return R\d+ refunded: 88\.00 USD\./)).toBeVisible();
  await expect(dashboard.locator("#return_status")).toHaveText("Refunded");
  await expect(dashboard.getByRole("button", { name: /Approve and refund/ })).toHaveCount(0);

  // The order's dashboard page records the refund among its payment events and notes.
  await dashboard.goto(`${backend}/dashboard/orders/${orderNumber}/`);
  await expect(dashboard.getByText(/refunded: 88\.00 USD \(88\.00 to the card\)/).first()).toBeAttached();

  // The customer's order page shows the refund.
  await page.reload();
  const refunded = page.getByRole("region", { name: "Returns" }).getByRole("listitem").filter({ hasText: /Return R\d+/ }).first();
  await expect(refunded).toContainText("Refunded $88 on");
  await expect(page.getByRole("region", { name: "Order Totals" })).toContainText(/Refunded\s*-\$88/);
  await dashboard.close();
});
