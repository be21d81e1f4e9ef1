import { expect, test, type Page, type Response } from "@playwright/test";

// A product page: its plans, a plan preset by the link, the product events and the sticky bar.
const CORE = "/rootwell-core-for-women/";

type Tracked = { event: string; properties: Record<string, unknown> };

const tracked = (page: Page, event: string) =>
  page.evaluate(
    (name) => (window.rootwellAnalytics ?? []).filter((entry) => entry.event === name) as Tracked[],
    event,
  );

/** Opens a product page and waits until it is interactive: its page view is reported then. */
async function openProduct(page: Page, path = CORE) {
  await page.goto(path);
  await expect.poll(async () => (await tracked(page, "Product Viewed")).length).toBe(1);
}

const plan = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const summary = (page: Page) => page.getByTestId("plan-summary");
const buySection = (page: Page) => page.getByRole("region", { name: "Buy Rootwell Core for Women" });
const stickyBar = (page: Page) => page.getByRole("region", { name: "Add Rootwell Core for Women to your cart" });

/** The mini cart opens in its added state and the header badge counts the cart. */
async function expectMiniCartAdded(page: Page, count: number) {
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByRole("status")).toHaveText("Item(s) added to your cart");
  await expect(page.getByRole("banner").locator(`[data-cart-count="${count}"]`)).toBeVisible();
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "cart_count");
  expect(cookie?.value).toBe(String(count));
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
}

function addProductsToCartAnswer(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"operationName":"AddProductsToCart"'),
  );
}

test("each plan shows its price, saving and shipping", async ({ page }) => {
  await openProduct(page);

  await expect(page.getByRole("group", { name: "Choose your plan" }).getByRole("radio")).toHaveCount(4);
  await expect(plan(page, "Monthly Subscription")).toBeChecked();
  await expect(summary(page)).toHaveText("$79 Regular price $88 You save 10% Free Shipping");

  await plan(page, "One-Time Purchase").check();
  await expect(summary(page)).toHaveText("$88 + $6.95 shipping");

  await plan(page, "3-Month Subscription").check();
  await expect(summary(page)).toHaveText("$224 Regular price $264 You save 15% Free Shipping");

  await plan(page, "6-Month Subscription").check();
  await expect(summary(page)).toHaveText("$422 Regular price $528 You save 20% Free Shipping");
  await expect(summary(page).locator("s")).toHaveCSS("text-decoration-line", "line-through");
  await expect(page.getByText("Subscriptions have free shipping and can be paused or cancelled at any time.")).toBeVisible();

  const selected = await tracked(page, "Product Selected");
  expect(selected.map(({ properties }) => [properties.sku, properties.price])).toEqual([
    ["RW-CORE-W-N01", 88],
    ["RW-CORE-W-3M-S01", 224],
    ["RW-CORE-W-6M-S01", 422],
  ]);
});

test("the plans are a radio group the keyboard moves through", async ({ page }) => {
  await openProduct(page);

  await plan(page, "Monthly Subscription").focus();
  await page.keyboard.press("ArrowDown");

  await expect(plan(page, "3-Month Subscription")).toBeChecked();
  await expect(plan(page, "3-Month Subscription")).toBeFocused();
  await expect(summary(page)).toContainText("$224");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(plan(page, "One-Time Purchase")).toBeChecked();
});

test("a product link presets the plan, and the visit is counted and reported", async ({ page }) => {
  await openProduct(page, `${CORE}?delivery=3_month`);
  await expect(plan(page, "3-Month Subscription")).toBeChecked();
  const [viewed] = await tracked(page, "Product Viewed");
  expect(viewed.properties).toMatchObject({
    sku: "RW-CORE-W-3M-S01",
    name: "Rootwell Core for Women",
    variant: "3-Month Subscription",
    product_gender: "Women",
    purchase_type: "Growthplan 1",
    quantity: 1,
    quiz_reco: false,
    source: "pdp",
    subscription_type: "3_month",
    billing_interval: "3",
    shipping_interval: "3",
  });

  await openProduct(page, `${CORE}?product=RW-CORE-W-N01`);
  await expect(plan(page, "One-Time Purchase")).toBeChecked();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("pdpVisits")))!)).toEqual({ [CORE]: 2 });
});

test("the product image is served resized from the storefront, and nothing moves while the page loads", async ({
  page,
}) => {
  await openProduct(page);

  const image = page.getByRole("img", { name: "Rootwell Core for Women" });
  await expect(image).toHaveAttribute("src", /^\/_next\/image\/?\?url=%2Fmedia%2F.+\.jpg&w=\d+&q=75$/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  const box = await image.boundingBox();
  expect(box && Math.round(box.width) === Math.round(box.height)).toBe(true);

  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Counted once the page has all it shows: its fonts, its images, and a frame painted with them.
        // (Not the pictures of a closed menu: lazy and not rendered, they do not load; nor lazy ones
        // far below the fold, such as "You might also be interested in" under the product's content:
        // they load on scrolling, into boxes of their own size.)
        const images = [...document.images]
          .filter((image) => image.checkVisibility())
          .filter((image) => image.loading !== "lazy" || image.getBoundingClientRect().top < window.innerHeight)
          .map((image) => image.decode().catch(() => undefined));
        Promise.all([document.fonts.ready, ...images]).then(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total))),
        );
      }),
  );
  expect(shift).toBeLessThan(0.05);
});

test("adding a plan puts it in the cart, with Add disabled until the cart answers", async ({ page }) => {
  await openProduct(page);
  await plan(page, "One-Time Purchase").check();
  const add = buySection(page).getByRole("button", { name: "Add to Cart" });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if ((route.request().postData() ?? "").includes('"operationName":"AddProductsToCart"')) await held;
    await route.continue();
  });
  const answer = addProductsToCartAnswer(page);

  await add.click();
  await expect(add).toBeDisabled();
  release();
  const body = await (await answer).json();

  expect(body.data.addProductsToCart.user_errors).toEqual([]);
  expect(body.data.addProductsToCart.cart.items.map((item: { product: { sku: string } }) => item.product.sku)).toEqual([
    "RW-CORE-W-N01",
  ]);
  expect(body.data.addProductsToCart.cart.items[0].purchase_source).toBe("pdp");
  expect(body.data.addProductsToCart.cart.total_quantity).toBe(1);
  await expectMiniCartAdded(page, 1);
  await expect(add).toBeEnabled();
  const [added] = await tracked(page, "Product Added");
  expect(added.properties).toMatchObject({ sku: "RW-CORE-W-N01", price: 88, quantity: 1, source: "pdp" });
});

test("the sticky bar appears after scrolling, its dropdown closes on Escape and outside clicks, and it adds the chosen plan", async ({
  page,
}) => {
  await openProduct(page);
  await expect(stickyBar(page)).toHaveCount(0);

  await page.mouse.wheel(0, 2000);
  await expect.poll(() => buySection(page).evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(0);
  const bar = stickyBar(page);
  await expect(bar).toBeVisible();
  const toggle = bar.getByRole("button", { name: /^Plan: Monthly Subscription/ });

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(bar.getByRole("list", { name: "Plans" })).toBeVisible();
  expect(await tracked(page, "Product Dropdown Viewed")).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page.mouse.click(5, 5);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await bar.getByRole("button", { name: /^3-Month Subscription/ }).click();
  await expect(bar.getByRole("button", { name: "Plan: 3-Month Subscription, $224" })).toBeVisible();
  const answer = addProductsToCartAnswer(page);
  await bar.getByRole("button", { name: "Add to Cart" }).click();
  const body = await (await answer).json();

  expect(JSON.parse((await answer).request().postData()!).variables.cartItems).toEqual([
    { sku: "RW-CORE-W-3M-S01", quantity: 1, purchase_source: "pdp" },
  ]);
  expect(body.data.addProductsToCart.cart.items.map((item: { product: { sku: string } }) => item.product.sku)).toEqual([
    "RW-CORE-W-3M-S01",
  ]);
  expect(body.data.addProductsToCart.cart.total_quantity).toBe(1);
  await expectMiniCartAdded(page, 1);
  await expect(bar.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

  await page.mouse.wheel(0, -4000);
  await expect(stickyBar(page)).toHaveCount(0);
});

test("on a phone the product page shows its supplement facts, the guarantee with its terms, and what to expect", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(CORE);

  const facts = page.getByRole("table", { name: "Supplement Facts" });
  await expect(facts.getByRole("columnheader")).toHaveText(["Ingredient", "Amount Per Serving", "% Daily Value"]);
  await expect(facts.getByRole("row", { name: /Biotin/ })).toContainText("2,500 mcg");

  const timeline = page.getByRole("region", { name: "What to expect" }).getByRole("list");
  await expect(timeline).toHaveJSProperty("tagName", "OL");
  await expect(timeline.getByRole("listitem").first()).toContainText("Months 1-2");

  const results = page.getByRole("region", { name: "Clinically tested results" });
  await expect(results).toContainText("86%saw improved hair growth at 6 months");
  await expect(results).toContainText("These statements have not been evaluated by the Food and Drug Administration.");

  const guarantee = page.getByRole("region", { name: "Our 6-month results guarantee" });
  await expect(guarantee).toContainText("Make your claim between day 180 and day 250 of your journey.");
  await expect(guarantee).toContainText("approved refunds reach your card within 30 days");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await guarantee.getByRole("link", { name: "Read the full guarantee terms" }).click();
  await expect(page).toHaveURL(/\/guarantee-terms\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Results Guarantee Terms" })).toBeVisible();
});
