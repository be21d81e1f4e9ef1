import { expect, test } from "@playwright/test";

const backendPort = String(process.env.E2E_BACKEND_PORT ?? 8100);

test("the home's hero image comes sized through the storefront's own /media/ path", async ({
  page,
  baseURL,
}) => {
  const imageRequests: URL[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") imageRequests.push(new URL(request.url()));
  });
  await page.goto("/");

  const hero = page.getByRole("img", { name: /roots spreading deep into the soil/ });
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const source = new URL(await hero.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(source.origin).toBe(new URL(baseURL!).origin);
  expect(source.pathname).toMatch(/^\/media\/images\/hero-roots\.width-\d+\.format-webp\.webp$/);
  const response = await page.request.get(source.href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  // Width and height are set, so the page does not jump when the image arrives.
  expect(await hero.getAttribute("width")).toBeTruthy();
  expect(await hero.getAttribute("height")).toBeTruthy();
  expect(await hero.getAttribute("loading")).toBe("eager");
  // The browser never talks to the backend directly.
  expect(imageRequests.filter((url) => url.port === backendPort)).toEqual([]);
});

test("images below the fold load lazily", async ({ page }) => {
  await page.goto("/");

  const belowTheFold = page.locator("main img[loading='lazy']");
  expect(await belowTheFold.count()).toBeGreaterThan(3);
});

test("the product teaser shows the live one-time price from the catalogue", async ({ page }) => {
  await page.goto("/");

  const teaser = page.getByRole("region", { name: "Rootwell Core for Women" });
  const plans = teaser.getByRole("list", { name: "Plans" });
  await expect(plans.getByRole("listitem").first()).toHaveText(/One-Time Purchase\s*\$88$/);
  await expect(plans.getByRole("listitem")).toHaveCount(4);
  await expect(teaser.getByRole("link", { name: "Shop Rootwell Core for Women" })).toHaveAttribute(
    "href",
    "/rootwell-core-for-women/",
  );
});

test("a FAQ answer opens on click and by keyboard", async ({ page }) => {
  await page.goto("/");

  const first = page.locator("details", { hasText: "When will I see results?" });
  const answer = first.getByText(/less shedding by month 3/);
  await expect(answer).toBeHidden();
  await first.getByText("When will I see results?").click();
  await expect(answer).toBeVisible();
  // The answers come from the help centre's FAQ articles, each linking to its full answer.
  await expect(first.getByRole("link", { name: "Read the full answer" })).toHaveAttribute("href", /\/faq\/when-will-i-see-results\/?$/);

  const second = page.locator("details", { hasText: "Can I pause or cancel my subscription?" });
  const secondAnswer = second.getByText(/paused or cancelled at any time/);
  await expect(secondAnswer).toBeHidden();
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(secondAnswer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(secondAnswer).toBeHidden();
});

test("the comparison table is read with its headers", async ({ page }) => {
  await page.goto("/");

  const table = page.getByRole("table", { name: "Find the formula for you" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Women",
    "Women's Vegan",
    "Women's Balance",
    "Postpartum",
  ]);
  await expect(table.getByRole("rowheader", { name: "Vegan" })).toBeVisible();
});
