import { expect, test } from "@playwright/test";

import { backend, hydrated, staffLogIn, staffShipOrder } from "./helpers";
import { api, signInWithToken, subscribedCustomer } from "./shop-api";

// Issue 21: a customer reviews a product of a delivered (shipped) order from the order's page, staff approve it in
// the dashboard, and it appears with its stars on the product page; more reviews load in place.

const PRODUCT_PAGE = "/rootwell-core-for-women/";

test("a customer reviews a delivered product, staff approve it, and it shows with its stars", async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await subscribedCustomer(request, backend);
  const { customer: account } = await api<{ customer: { orders: { items: { number: string }[] } } }>(
    request,
    customer.token,
    "AccountOrders",
    { currentPage: 1, pageSize: 1 },
  );
  const orderNumber = account.orders.items[0].number;
  const title = `Thicker by month four ${Date.now()}`;

  // Staff ship the order: it is Shipped, so its product counts as bought.
  const dashboard = await browser.newPage();
  await staffLogIn(dashboard);
  await staffShipOrder(dashboard, orderNumber);

  // The customer writes the review from the order's page; bad input is refused first.
  await signInWithToken(page, customer.token, baseURL!);
  await page.goto(`/account/orders/${orderNumber}/`);
  await hydrated(page);
  const items = page.getByRole("region", { name: "Items" });
  await items.getByRole("button", { name: "Write a review" }).click();
  const form = items.getByRole("form", { name: /^Review / });
  await form.getByLabel("4 stars").check();
  await form.getByLabel(/^Title/).fill("<script>alert(1)</script>");
  await form.getByLabel(/^Your review/).fill("Less shedding.");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText(/Reviews are plain text/)).toBeVisible();
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Your review/).fill("Less hair in the brush and new growth along my part.");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(items.getByText(/You reviewed this product/)).toContainText("Waiting for approval");
  await expect(items.getByRole("button", { name: "Write a review" })).toHaveCount(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`order-page-${width}.png`), fullPage: true });
  }

  // Pending: not on the product page yet.
  const visitor = await browser.newPage();
  await visitor.goto(PRODUCT_PAGE);
  const reviews = visitor.getByRole("region", { name: "Customer reviews" });
  await expect(reviews).toContainText(/Based on \d+ reviews/);
  const before = Number((await reviews.textContent())!.match(/Based on (\d+) reviews/)![1]);
  await expect(reviews.getByText(title)).toHaveCount(0);

  // Staff find Reviews in the dashboard's menu and approve it.
  await dashboard.goto(`${backend}/dashboard/`);
  await dashboard.getByRole("button", { name: "Content" }).click();
  await dashboard.getByRole("link", { name: "Reviews", exact: true }).click();
  await expect(dashboard).toHaveURL(/\/dashboard\/reviews\/$/);
  const row = dashboard.getByRole("row").filter({ hasText: title });
  await row.locator('input[name="selected_review"]').check();
  await dashboard.locator('#update_reviews_form select[name="status"]').selectOption({ label: "Approved" });
  await dashboard.locator("#update_reviews_form").getByRole("button", { name: "Update" }).click();
  await expect(dashboard.getByRole("row").filter({ hasText: title })).toContainText("Approved");

  // The approval refreshes the product page: the review is first (newest), with its stars.
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return visitor.getByRole("region", { name: "Customer reviews" }).textContent();
      },
      { timeout: 30_000 },
    )
    .toContain(title);
  await expect(reviews).toContainText(`Based on ${before + 1} reviews`);
  const mine = reviews.getByRole("listitem").filter({ hasText: title });
  await expect(mine.getByRole("img", { name: "4.0 out of 5 stars" })).toBeVisible();
  await expect(mine).toContainText("Casey R.");
  await expect(mine).toContainText("Verified buyer");

  // More reviews load in place: the page is not reloaded (a marker set on it survives).
  await visitor.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const listed = reviews.locator("li[data-review-id]");
  await expect(listed).toHaveCount(5);
  await reviews.getByRole("button", { name: "Show more reviews" }).click();
  await expect(listed).toHaveCount(Math.min(before + 1, 10));
  if (before + 1 <= 10) await expect(reviews.getByRole("button", { name: "Show more reviews" })).toHaveCount(0);
  expect(await visitor.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // A visitor's vote asks them to sign in; sorting by most helpful reloads in place too.
  await listed.first().getByRole("button", { name: /^Yes/ }).click();
  await expect(listed.first().getByRole("link", { name: "Sign in to vote" })).toHaveAttribute("href", "/customer/account/login/");
  await reviews.getByRole("button", { name: "Most helpful" }).click();
  await expect(reviews.getByRole("button", { name: "Most helpful" })).toHaveAttribute("aria-pressed", "true");
  await expect(listed).toHaveCount(5);
  for (const width of [360, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await reviews.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: testInfo.outputPath(`product-reviews-out-${width}.png`), fullPage: true });
  }

  // Signed in, the customer's vote on another customer's review is counted once.
  await page.goto(PRODUCT_PAGE);
  const signedIn = page.getByRole("region", { name: "Customer reviews" });
  const other = signedIn.locator("li[data-review-id]").filter({ hasNotText: title }).first();
  const yes = other.getByRole("button", { name: /^Yes \((\d+)\)$/ });
  const helpful = Number((await yes.textContent())!.match(/\d+/)![0]);
  await yes.click();
  await expect(other.getByRole("button", { name: `Yes (${helpful + 1})` })).toBeVisible();
  await expect(other).toContainText("Thanks for your feedback.");
  await other.getByRole("button", { name: /^No/ }).click();
  await expect(other).toContainText("You have already voted on this review.");
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`product-reviews-in-${width}.png`), fullPage: true });
  }
});
