import { type APIRequestContext, expect, test, type Page } from "@playwright/test";

import { backend, hydrated } from "./helpers";
import { signedInSubscriber } from "./shop-api";

// A subscriber manages a subscription from the account: each test starts from a customer of its
// own who subscribed to Core for Women every 30 days through the API, as checkout does.

async function openSubscription(page: Page, id: number) {
  await page.goto(`/account/subscriptions/${id}/`);
  await hydrated(page);
}

/** A new subscriber, with the browser signed in as them; their subscription's id. */
async function subscribed(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<number> {
  return (await signedInSubscriber(page, request, backend, baseURL)).subscriptionId;
}

/** A new subscriber, signed in, on their subscription's page; its id. */
async function onNewSubscription(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<number> {
  const id = await subscribed(page, request, baseURL);
  await openSubscription(page, id);
  return id;
}

const manage = (page: Page) => page.getByRole("region", { name: "Manage" });
const schedule = (page: Page) => page.getByRole("region", { name: "Schedule" });

test("a subscriber sees the price of another frequency before changing to it", async ({ page, request, baseURL }) => {
  const id = await onNewSubscription(page, request, baseURL);

  await manage(page).getByRole("link", { name: "Change Frequency" }).click();
  await page.waitForURL(`**/account/subscriptions/${id}/change-frequency/`);
  await hydrated(page);
  await expect(page.getByRole("radio", { name: "Every 30 days (current)" })).toBeChecked();
  await page.getByRole("radio", { name: "Every 90 days" }).check();
  const total = page.locator("[data-estimate-total]");
  await expect(total).toHaveText(/^\$\d+/);
  const shown = await total.textContent();
  await page.getByRole("button", { name: "Confirm Change" }).click();

  await page.waitForURL(`**/account/subscriptions/${id}/`);
  await expect(page.getByText("Your subscription now ships every 90 days.")).toBeVisible();
  await expect(schedule(page)).toContainText("Every 90 days");
  // What was shown is what each shipment now costs.
  await expect(page.getByRole("region", { name: "Each shipment" })).toContainText(`Total each shipment${shown}`);
});

test("a subscriber prices a discount code on the next shipment, applies it and removes it", async ({
  page,
  request,
  baseURL,
}) => {
  await onNewSubscription(page, request, baseURL);
  const shipment = page.getByRole("region", { name: "Each shipment" });
  const form = shipment.getByRole("form", { name: "Discount code" });
  const code = form.getByRole("textbox", { name: "Discount code" });

  // The ribbon's code is a cart code for a first order: marketers did not mark it for subscriptions.
  await code.fill("GROW10");
  await form.getByRole("button", { name: "Check Code" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    'The code "GROW10" is for a single order at checkout and can\'t be applied to a subscription.',
  );

  await code.fill("stay10");
  await form.getByRole("button", { name: "Check Code" }).click();
  const total = form.locator("[data-estimate-total]");
  await expect(total).toHaveText(/^\$\d+/);
  const shown = await total.textContent();
  await form.getByRole("button", { name: "Apply Code" }).click();

  await expect(shipment.getByText("Your discount code was applied.")).toBeVisible();
  await expect(shipment).toContainText("Discount code STAY10 comes off your next 3 shipments.");
  // What the code was priced at is what the next shipment now costs.
  await expect(shipment).toContainText(`Total each shipment${shown}`);

  await shipment.getByRole("button", { name: "Remove discount code STAY10" }).click();
  await expect(shipment.getByText("Your discount code was removed.")).toBeVisible();
  await expect(shipment.getByRole("form", { name: "Discount code" })).toBeVisible();
});

test("a subscriber moves the next shipment within the allowed days", async ({ page, request, baseURL }) => {
  const id = await subscribed(page, request, baseURL);
  await page.goto(`/account/subscriptions/${id}/change-shipment-date/`);
  await hydrated(page);

  const day = page.getByLabel("Next shipment date");
  const latest = await day.getAttribute("max");
  await day.fill("2000-01-01");
  await page.getByRole("button", { name: "Confirm Date" }).click();
  await expect(day).toHaveAttribute("aria-invalid", "true");

  await day.fill(latest!);
  await page.getByRole("button", { name: "Confirm Date" }).click();
  await page.waitForURL(`**/account/subscriptions/${id}/`);
  await expect(page.getByText(/^Your next shipment is now on /)).toBeVisible();
  const [year, month, date] = latest!.split("-").map(Number);
  const expected = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(schedule(page)).toContainText(`Next shipment${expected}`);
});

test("a subscriber skips a shipment, pauses and resumes", async ({ page, request, baseURL }) => {
  await onNewSubscription(page, request, baseURL);

  await manage(page).getByRole("button", { name: "Skip Next Shipment" }).click();
  await manage(page).getByRole("button", { name: "Skip Shipment" }).click();
  await expect(manage(page).getByRole("status")).toContainText(/^Skipped\. Your next shipment is on /);

  const skippedTo = (await manage(page).getByRole("status").textContent())!.replace(/^.* is on /, "");

  await manage(page).getByRole("button", { name: "Pause" }).click();
  const pauseForm = page.getByRole("form", { name: "Pause subscription" });
  const until = pauseForm.getByLabel("Ship again on");
  await until.fill((await until.getAttribute("min"))!);
  // A pause ending before the skipped-to shipment never brings it forward.
  await expect(pauseForm.locator("[data-next-charge-after]")).toContainText(`Your next shipment would be on ${skippedTo.replace(/\.$/, "")}`);
  await pauseForm.getByRole("button", { name: "Pause Subscription" }).click();
  await expect(manage(page).getByRole("status")).toHaveText(`Paused. Your next shipment is on ${skippedTo}`);
  await expect(page.getByRole("list", { name: "Status" })).toHaveText("Paused");
  await expect(schedule(page)).toContainText("Paused until");

  await manage(page).getByRole("button", { name: "Resume Now" }).click();
  await manage(page).getByRole("button", { name: "Resume Subscription" }).click();
  // The skip survives the pause and the resume.
  await expect(manage(page).getByRole("status")).toHaveText(
    `Your subscription is active again. Your next shipment is on ${skippedTo}`,
  );
  await expect(page.getByRole("list", { name: "Status" })).toHaveText("Active");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Resumed");
});

test("canceling asks why and offers what fits the reason; a reactivation says when it ships and what it charges", async ({
  page,
  request,
  baseURL,
}) => {
  await onNewSubscription(page, request, baseURL);

  await manage(page).getByRole("button", { name: "Cancel Subscription" }).click();
  const step = page.getByRole("form", { name: "Cancel subscription" });
  await step.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(step.getByRole("alert")).toHaveText("Choose a reason to cancel.");

  await step.getByRole("radio", { name: "I'm taking a break" }).check();
  await expect(step.getByRole("region", { name: "Before you go" }).getByRole("button", { name: "Pause" })).toBeVisible();
  await step.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(manage(page).getByRole("status")).toContainText("Your subscription is canceled");
  await expect(page.getByRole("list", { name: "Status" })).toHaveText("Canceled");
  await expect(manage(page).getByRole("button")).toHaveText(["Reactivate"]);

  await manage(page).getByRole("button", { name: "Reactivate" }).click();
  await expect(manage(page).getByRole("group", { name: "Reactivate subscription" })).toContainText(/ships on .+ and \$\d+/);
  await manage(page).getByRole("button", { name: "Reactivate Subscription" }).click();
  await expect(manage(page).getByRole("status")).toContainText("Your subscription is active again. Your next shipment is on ");
  await expect(page.getByRole("list", { name: "Status" })).toHaveText("Active");
  await expect(schedule(page)).toContainText("Next shipment");
});

test("a subscriber ships the next shipment today and finds the order in their history", async ({
  page,
  request,
  baseURL,
}) => {
  await onNewSubscription(page, request, baseURL);

  await manage(page).getByRole("button", { name: "Ship Now" }).click();
  await manage(page).getByRole("button", { name: "Ship Today" }).click();
  await expect(manage(page).getByRole("status")).toHaveText("Your shipment was ordered today; we'll email you when it ships.");
  const renewed = page.getByRole("region", { name: "History" }).getByRole("listitem").first();
  await expect(renewed).toContainText(/\(order (\d+)\)/);
  const number = (await renewed.textContent())!.match(/\(order (\d+)\)/)![1];

  await page.goto("/account/orders/");
  await expect(page.locator(`main a[href="/account/orders/${number}/"]`).first()).toBeVisible();
});
