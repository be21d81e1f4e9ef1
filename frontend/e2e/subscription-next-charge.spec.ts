import { type APIRequestContext, expect, test, type Page } from "@playwright/test";

import { backend, hydrated } from "./helpers";
import { api, signedInSubscriber } from "./shop-api";

// A subscriber sees one next charge everywhere (the date and price the next renewal charges), and
// every change that moves it shows the resulting charge before it is confirmed. At a phone's width
// and a desktop's.

type Plan = { sku?: string; coupon?: string };

/** A new subscriber, with the browser signed in as them; their subscription's id and token. */
async function subscribed(page: Page, request: APIRequestContext, baseURL: string | undefined, plan: Plan = {}) {
  const customer = await signedInSubscriber(page, request, backend, baseURL, plan);
  return { id: customer.subscriptionId, token: customer.token };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** A new subscriber on their subscription's page; its id. */
async function onNewSubscription(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<number> {
  const { id } = await subscribed(page, request, baseURL);
  await open(page, `/account/subscriptions/${id}/`);
  return id;
}

/** "January 12, 2027" for "2027-01-12", as the account writes calendar days. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

const manage = (page: Page) => page.getByRole("region", { name: "Manage" });
const scheduled = (page: Page) => page.getByRole("region", { name: "Schedule" }).locator("[data-next-charge]");

async function fitsTheWidth(page: Page) {
  const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("after a first-order coupon, the home page, the list and the subscription agree on the next charge", async ({
      page,
      request,
      baseURL,
    }) => {
      // Given a 3-month Core plan whose first order GROW10 took $10 off
      const { id, token } = await subscribed(page, request, baseURL, { sku: "RW-CORE-W-3M-S01", coupon: "GROW10" });
      const { customer } = await api<{ customer: { orders: { items: { total: { grand_total: { value: string } } }[] } } }>(
        request,
        token,
        "AccountOrders",
        { currentPage: 1, pageSize: 5 },
      );
      expect(Number(customer.orders.items[0].total.grand_total.value)).toBe(214);

      // Then every page shows the renewal's $224, on one date, and never the first order's $214
      await open(page, `/account/subscriptions/${id}/`);
      const detail = await scheduled(page).textContent();
      expect(detail).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \$224$/);
      await expect(page.getByRole("region", { name: "Each shipment" })).toContainText("Total each shipment$224");
      await expect(page.locator("main")).not.toContainText("$214");
      await expect(page.locator("main")).not.toContainText(/RW-[A-Z]/);
      await fitsTheWidth(page);

      await open(page, "/account/subscriptions/");
      await expect(page.locator("[data-next-charge]")).toHaveText(`Next shipment: ${detail}`);
      await expect(page.locator("main")).not.toContainText("$214");
      await fitsTheWidth(page);

      await open(page, "/account/");
      await expect(page.locator("[data-next-shipment]")).toContainText(`ships on ${detail!.replace(" at ", " (")}).`);
      await fitsTheWidth(page);
    });

    test("a pause starts from no day, shows the next charge of the day picked, then pauses", async ({
      page,
      request,
      baseURL,
    }) => {
      await onNewSubscription(page, request, baseURL);

      await manage(page).getByRole("button", { name: "Pause" }).click();
      const form = page.getByRole("form", { name: "Pause subscription" });
      const day = form.getByLabel("Ship again on");
      await expect(day).toHaveValue("");
      // The latest day a pause may last until: later than the scheduled renewal, so it moves it.
      const latest = (await day.getAttribute("max"))!;
      await day.fill(latest);
      await expect(form.locator("[data-next-charge-after]")).toHaveText(
        `Your next shipment would be on ${longDate(latest)} at $79.`,
      );
      await fitsTheWidth(page);
      await form.getByRole("button", { name: "Pause Subscription" }).click();

      await expect(page.getByText(`Paused. Your next shipment is on ${longDate(latest)}.`)).toBeVisible();
      await expect(scheduled(page)).toHaveText(`${longDate(latest)} at $79`);
    });

    test("a new frequency says the scheduled shipment keeps its day and price before it is confirmed", async ({
      page,
      request,
      baseURL,
    }) => {
      const id = await onNewSubscription(page, request, baseURL);
      const before = (await scheduled(page).textContent())!.replace(/ at .*$/, "");

      await open(page, `/account/subscriptions/${id}/change-frequency/`);
      await page.getByRole("radio", { name: "Every 90 days" }).check();
      const note = page.locator("[data-next-charge-after]");
      await expect(note).toHaveText(/^Your next shipment stays on .+ at \$\d+(\.\d\d)?; after that every 3 months\.$/);
      const text = (await note.textContent())!;
      expect(text).toContain(`stays on ${before} at `);
      const price = text.match(/at (\$[\d.,]+);/)![1];
      await expect(page.locator("[data-estimate-total]")).toHaveText(price);
      await fitsTheWidth(page);
      await page.getByRole("button", { name: "Confirm Change" }).click();

      await page.waitForURL(`**/account/subscriptions/${id}/`);
      await expect(scheduled(page)).toHaveText(`${before} at ${price}`);
    });

    test("canceling offers what fits the reason given, each priced by the shop", async ({ page, request, baseURL }) => {
      await onNewSubscription(page, request, baseURL);

      await manage(page).getByRole("button", { name: "Cancel Subscription" }).click();
      const step = page.getByRole("form", { name: "Cancel subscription" });
      const offers = step.getByRole("region", { name: "Before you go" });
      await expect(offers).toHaveCount(0);

      await step.getByRole("radio", { name: "I have more than I need" }).check();
      await expect(offers).toContainText(/the one after it ships on .+ at \$79\./);
      await expect(offers).toContainText(/every 90 days at \$\d+ a shipment/);
      await expect(offers.getByRole("button", { name: "Skip Next Shipment" })).toBeVisible();

      await step.getByRole("radio", { name: "It's too expensive" }).check();
      await expect(offers).toContainText(/Every 180 days your plan costs \$\d+ a shipment: you save \$\d+/);
      await expect(offers).not.toContainText("Skip");

      await step.getByRole("radio", { name: "I'm taking a break" }).check();
      await expect(offers.getByRole("button", { name: "Pause" })).toBeVisible();

      await step.getByRole("radio", { name: "Something else" }).check();
      await expect(offers).toHaveCount(0);
      await fitsTheWidth(page);

      await step.getByRole("button", { name: "Cancel Subscription" }).click();
      await expect(page.getByText(/^Your subscription is canceled; nothing more will be charged\./)).toBeVisible();
    });
  });
}
