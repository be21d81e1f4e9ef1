import { expect, test, type Page } from "@playwright/test";

import { hydrated } from "./helpers";
import { newCustomerToken, signInWithToken } from "./shop-api";

// The tracker's batches to the shop's own /api/events/ (answered here: the collector is the
// backend's, tested by its own suite), the consent panel and the lead-capture modal.
const CORE = "/rootwell-core-for-women/";

type Sent = { type: string; event?: string; properties?: Record<string, unknown>; context: Record<string, unknown>; anonymousId?: string };

/** Collects every event the page sends, answering as the backend does. */
async function collect(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route("**/api/events/", async (route) => {
    const request = route.request();
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toContain("text/plain");
    const { batch } = JSON.parse(request.postData() ?? "{}") as { batch: Sent[] };
    sent.push(...batch);
    await route.fulfill({ status: 202, contentType: "application/json", body: JSON.stringify({ accepted: batch.length }) });
  });
  return sent;
}

/** The root layout's effects have run (the scroll manager marks that moment; the consent root
 * starts in the same commit). */
const named = (sent: Sent[], event: string) => sent.filter((entry) => entry.event === event);
const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((candidate) => candidate.name === name)?.value;

test("adding a product sends Product Added with the product's fields, and the pixel's Button Click", async ({ page }) => {
  const sent = await collect(page);
  await page.goto(CORE);
  await expect.poll(() => named(sent, "Product Viewed").length).toBe(1);

  await page.getByRole("region", { name: "Buy Rootwell Core for Women" }).getByRole("button", { name: "Add to Cart" }).click();

  await expect.poll(() => named(sent, "Button Click").filter((entry) => entry.properties?.event_name === "Product Added").length).toBe(1);
  const [added] = named(sent, "Product Added");
  expect(Object.keys(added.properties ?? {}).sort()).toEqual(
    expect.arrayContaining([
      "category", "name", "price", "product_id", "sku", "variant", "core_category", "product_gender",
      "product_category", "purchase_type", "quantity", "quiz_reco", "source", "value", "url",
    ].sort()),
  );
  expect(added.properties).toMatchObject({ quantity: 1, quiz_reco: false, source: "pdp", product_gender: "Women" });
  expect(added.context).toMatchObject({
    page: { path: CORE },
    business_line: "Hair",
    consent: { analytics: true, advertising: true },
  });
  const pixel = named(sent, "Button Click").find((entry) => entry.properties?.event_name === "Product Added")!;
  expect(pixel.properties).toMatchObject({ sku: added.properties?.sku });
  expect(pixel.context.event_id).toBe(added.context.event_id);
  expect(await cookie(page, "rw_event_id")).toBe(added.context.event_id);
  expect(added.anonymousId).toBe(await cookie(page, "rw_anon"));
});

test.describe("a visitor under the opt-in policy", () => {
  // A visitor from Germany: the proxy makes the policy opt-in.
  test.use({ extraHTTPHeaders: { "cf-ipcountry": "DE" } });

  test("sends nothing before accepting, then what waited", async ({ page }) => {
    const sent = await collect(page);
    await page.clock.install();
    await page.goto(CORE);
    expect(await cookie(page, "rw_consent_policy")).toBe("opt-in");
    await page.waitForFunction(() => (window.rootwellAnalytics ?? []).some((entry) => entry.event === "Product Viewed"));
    // Every timer of the next ten seconds (batch flushes, the consent tool's polling) fires now; a
    // batch sent without consent would come before the one sent after it, and fail below.
    await page.clock.runFor(10_000);
    expect(sent).toEqual([]);
    expect(await cookie(page, "rw_anon")).toBeUndefined();

    await page.getByRole("link", { name: "Your Privacy Choices" }).click();
    await page.getByRole("dialog", { name: "Your Privacy Choices" }).getByRole("button", { name: "Accept all" }).click();

    await expect.poll(() => named(sent, "Product Viewed").length).toBe(1);
    expect(named(sent, "Product Viewed")[0].context.consent).toEqual({ analytics: true, advertising: true });
    expect(decodeURIComponent((await cookie(page, "rw_consent")) ?? "")).toBe("analytics=1&advertising=1");
    expect(await cookie(page, "rw_anon")).toBeTruthy();
  });
});

test("the consent panel opens from the footer, remembers the choices and can change them", async ({ page }) => {
  await collect(page);
  await page.goto("/");
  await hydrated(page);
  const open = page.getByRole("contentinfo").getByRole("link", { name: "Your Privacy Choices" });
  await open.click();
  const panel = page.getByRole("dialog", { name: "Your Privacy Choices" });
  await expect(panel.getByRole("checkbox", { name: /Necessary/ })).toBeDisabled();
  await expect(panel.getByRole("link", { name: /Limit the use of my sensitive personal information/ })).toHaveAttribute(
    "href",
    "/privacy-request/?preselected=limit",
  );
  await panel.getByRole("checkbox", { name: /Advertising/ }).uncheck();
  await panel.getByRole("button", { name: "Save choices" }).click();
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
  expect(decodeURIComponent((await cookie(page, "rw_consent")) ?? "")).toBe("analytics=1&advertising=0");

  await page.reload();
  await hydrated(page);
  await open.click();
  await expect(panel.getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: /Advertising/ })).not.toBeChecked();
  await panel.getByRole("button", { name: "Reject all" }).click();
  expect(decodeURIComponent((await cookie(page, "rw_consent")) ?? "")).toBe("analytics=0&advertising=0");
});

/** The pointer leaves the page through its top edge. */
const exitIntent = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null })));

test("the lead-capture modal shows once on exit intent, and never again once closed", async ({ page }) => {
  const sent = await collect(page);
  await page.goto("/");
  const modal = page.getByRole("dialog", { name: "Get $10 off your first subscription" });
  // The modal's rules load once the page is idle.
  await expect(async () => {
    await exitIntent(page);
    await expect(modal).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(modal.getByRole("button", { name: "Close offer" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  expect(await cookie(page, "hide_attentive_popup")).toBe("1");
  await expect.poll(() => sent.map((entry) => entry.event)).toEqual(
    expect.arrayContaining(["Lead Capture Modal Viewed", "Lead Capture Modal Closed"]),
  );

  // The privacy choices open in the same overlays as the modal: once they show, its rules listen.
  await page.reload();
  await hydrated(page);
  await page.getByRole("link", { name: "Your Privacy Choices" }).click();
  await page.getByRole("dialog", { name: "Your Privacy Choices" }).getByRole("button", { name: "Close privacy choices" }).click();
  await exitIntent(page);
  // The modal's code is already in the browser's cache: a modal on its way would be here by now.
  await page.waitForLoadState("networkidle");
  await expect(modal).toBeHidden();
});

test("a signed-in customer's batches carry their session to the collector and claim no identity", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await newCustomerToken(request);
  await signInWithToken(page, token, baseURL!);
  // Each batch as it leaves the browser (its cookies and events), and the real collector's answer.
  const batches: { cookie: string; batch: (Sent & { userId?: unknown; traits?: Record<string, unknown> })[]; accepted: number }[] = [];
  await page.route("**/api/events/", async (route) => {
    const beacon = route.request();
    const cookie = (await beacon.allHeaders()).cookie ?? "";
    const response = await route.fetch();
    const { accepted } = (await response.json()) as { accepted: number };
    batches.push({ cookie, batch: JSON.parse(beacon.postData() ?? "{}").batch, accepted });
    await route.fulfill({ response });
  });

  await page.goto("/account/");
  await hydrated(page);

  await expect.poll(() => batches.flatMap(({ batch }) => batch).filter((entry) => entry.type === "identify").length).toBe(1);
  const sent = batches.flatMap(({ batch }) => batch);
  expect(sent.find((entry) => entry.type === "identify")?.traits).toEqual({});
  for (const entry of sent) expect(entry).not.toHaveProperty("userId");
  expect(JSON.stringify(sent)).not.toMatch(/@|email|phone/);
  // the session goes along (the route passes it on as a bearer header), and the collector keeps them
  for (const { cookie, batch, accepted } of batches) {
    expect(cookie).toContain(`token=${token}`);
    expect(accepted).toBe(batch.length);
  }
});
