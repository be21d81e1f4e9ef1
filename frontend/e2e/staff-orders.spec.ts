import { expect, test } from "@playwright/test";

import { backend, hydrated, staffLogIn } from "./helpers";
import { placeOrderAsDemoCustomer } from "./shop-api";

// Issue 6: staff keep working orders in the shop dashboard (order list, shipments with carrier,
// tracking number and title), and the customer sees the shipment on /tracking/.

const CUSTOMER_EMAIL = process.env.DEMO_CUSTOMER_EMAIL ?? "customer@rootwell.example";
const TRACKING_NUMBER = "1Z999AA10123456784";

test("staff find a new order in the dashboard, ship it by UPS, and the shopper tracks the parcel", async ({ page, request }) => {
  const orderNumber = await placeOrderAsDemoCustomer(request);

  await staffLogIn(page);

  // A search that finds one order opens it.
  await page.goto(`${backend}/dashboard/orders/?order_number=${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderNumber}` })).toBeVisible();

  await page.goto(`${backend}/dashboard/shipments/`);
  const form = page.locator("#add_shipment_form");
  await form.getByLabel("Order number").fill(orderNumber);
  await form.getByLabel("Carrier").selectOption({ label: "UPS" });
  await form.getByLabel("Tracking number").fill(TRACKING_NUMBER);
  await form.getByLabel("Title").fill("UPS Ground");
  await form.getByRole("button", { name: /save|add/i }).click();
  await expect(page.getByRole("link", { name: TRACKING_NUMBER })).toBeVisible();

  await page.goto(`${backend}/dashboard/orders/${orderNumber}/`);
  await expect(page.getByText("Shipped").first()).toBeVisible();

  await page.goto("/tracking/");
  await hydrated(page);
  const lookup = page.getByRole("form", { name: "Track your order" });
  await lookup.getByLabel(/^Order number\*?$/).fill(orderNumber);
  await lookup.getByLabel(/^Email address\*?$/).fill(CUSTOMER_EMAIL);
  await lookup.getByRole("button", { name: "Track Order" }).click();
  const found = page.getByRole("region", { name: "Find your order" });
  await expect(found).toContainText("Shipped");
  await expect(found).toContainText("UPS Ground");
  const parcel = found.getByRole("link", { name: new RegExp(TRACKING_NUMBER) });
  await expect(parcel).toHaveAttribute("href", new RegExp(`ups\\.com/.*${TRACKING_NUMBER}`));
});
