import { type BrowserContext, expect, type Page, test } from "@playwright/test";

import { hydrated, staffCmsLogIn } from "./helpers";

// A/B experiments: a marketer starts the demo's ID 18 (the duos page against a revision leading
// with the quiz; a draft in the browser tests' data) and reads its results; visitors keep their
// variant by cookie, served before rendering (no layout shift), and Experiment Viewed fires 3 s in.
const DUOS = "/shop-duos/";
const CONTROL_HEADING = "Find your duo";
const VARIANT_HEADING = "Not sure which duo? Start with the quiz";

test.describe.configure({ mode: "serial" });

/** Sums the layout-shift entries of the whole load (buffered: the ones before the script ran too). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

async function variantCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "rw_exp_18")?.value;
}

test("a marketer starts the duos page experiment and reads its results per variant", async ({ page }) => {
  test.slow();
  await staffCmsLogIn(page);

  await page.getByRole("link", { name: "Experiments" }).first().click();
  const row = page.getByRole("row").filter({ hasText: "Duos page: quiz first" });
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: "Results" }).click();

  await expect(page.getByRole("heading", { name: "Results: ID 18: Duos page: quiz first" })).toBeVisible();
  await expect(page.getByTestId("experiment-status")).toHaveText("Draft");
  // A draft has no participants: results count the events of the running period only.
  const control = page.locator('tr[data-variant="control"]');
  const quizFirst = page.locator('tr[data-variant="quiz-first"]');
  await expect(control.getByTestId("participants")).toHaveText("0");
  await expect(quizFirst.getByTestId("participants")).toHaveText("0");

  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByText("ID 18: Duos page: quiz first is running.")).toBeVisible();
  await expect(page.getByTestId("experiment-status")).toHaveText("Running");
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  // Each variant can be looked at on the storefront without joining the experiment.
  await expect(page.getByRole("link", { name: "Show Quiz first" })).toHaveAttribute("href", /\/shop-duos\/\?experiment_preview=quiz-first$/);

  // ID 24 ran for a week (paused in the browser tests' data): the demo's collected events.
  await page.getByRole("link", { name: "Experiments" }).first().click();
  await page.getByRole("row").filter({ hasText: "Masterbrand home versus products page" }).getByRole("link", { name: "Results" }).click();
  await expect(page.getByTestId("experiment-status")).toHaveText("Paused");
  const home = page.locator('tr[data-variant="control"]');
  const products = page.locator('tr[data-variant="products"]');
  await expect(home.getByTestId("participants")).toHaveText("40");
  await expect(home.getByTestId("conversions")).toHaveText("6");
  await expect(products.getByTestId("participants")).toHaveText("40");
  await expect(products.getByTestId("conversions")).toHaveText("11");
  await expect(products).toContainText("27.5%");
});

test("a visitor with a variant cookie sees the same variant on every visit, without layout shift", async ({ page, context }) => {
  test.slow();
  await recordLayoutShifts(page);
  const base = test.info().project.use.baseURL!;
  await context.clearCookies();
  await context.addCookies([{ name: "rw_exp_18", value: "quiz-first", url: base }]);
  // The proxy learns of the started experiment within a second or two.
  await expect(async () => {
    await page.goto(DUOS);
    await expect(page.getByRole("heading", { name: VARIANT_HEADING })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  for (let visit = 0; visit < 3; visit++) {
    await page.goto(DUOS);
    await expect(page).toHaveURL(new RegExp(`${DUOS}$`));
    await expect(page.getByRole("heading", { name: VARIANT_HEADING })).toBeVisible();
    await expect(page.getByRole("heading", { name: CONTROL_HEADING })).toHaveCount(0);
    await page.waitForLoadState("load");
    expect(await layoutShift(page)).toBe(0);
    expect(await variantCookie(context)).toBe("quiz-first");
  }
  // The revision variant's page is never indexed as a duplicate of the tested one.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // A new visitor is drawn a variant once and keeps it.
  await context.clearCookies();
  await page.goto(DUOS);
  const drawn = await variantCookie(context);
  expect(["control", "quiz-first"]).toContain(drawn);
  const heading = drawn === "control" ? CONTROL_HEADING : VARIANT_HEADING;
  for (let visit = 0; visit < 2; visit++) {
    await page.goto(DUOS);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    expect(await variantCookie(context)).toBe(drawn);
  }

  // The internal variant route is not reachable from outside.
  const direct = await page.request.get("/experiment-variant/18/quiz-first/shop-duos/");
  expect(direct.status()).toBe(404);
});

test("a visitor without analytics consent under opt-in is served the control, unassigned", async ({ page, context }) => {
  const base = test.info().project.use.baseURL!;
  await context.clearCookies();
  await context.addCookies([
    { name: "rw_consent_policy", value: "opt-in", url: base },
    { name: "rw_exp_18", value: "quiz-first", url: base },
  ]);
  await page.clock.install();
  await page.goto(DUOS);
  await expect(page.getByRole("heading", { name: CONTROL_HEADING })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("rw_view_exp");
  await hydrated(page);
  await page.clock.runFor(10_000);
  const viewed = await page.evaluate(() => (window.rootwellAnalytics ?? []).filter((entry) => entry.event === "Experiment Viewed"));
  expect(viewed).toEqual([]);
  await context.clearCookies();
});

test("Experiment Viewed fires 3 s into the page with the experiment and variant", async ({ page, context }) => {
  const base = test.info().project.use.baseURL!;
  await context.addCookies([{ name: "rw_exp_18", value: "control", url: base }]);
  // The page's clock stands still from the start: only runFor moves it, so "3 s in" is exact.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(DUOS);
  await expect(page.getByRole("heading", { name: CONTROL_HEADING })).toBeVisible();
  await hydrated(page);
  const viewed = () =>
    page.evaluate(() =>
      (window.rootwellAnalytics ?? []).filter((entry) => entry.event === "Experiment Viewed").map((entry) => entry.properties),
    );
  await page.clock.runFor(2_900);
  expect(await viewed()).toEqual([]);
  await page.clock.runFor(200);
  await expect.poll(viewed).toHaveLength(1);
  expect((await viewed())[0]).toEqual({ experiment_id: 18, experiment_name: "Duos page: quiz first", variant_name: "Duos page" });
  // Once per page view.
  await page.clock.runFor(10_000);
  expect(await viewed()).toHaveLength(1);
});
