import { expect, test } from "@playwright/test";

import { registered } from "./shop-api";

test("the women's home page shows its CMS content and title", async ({ page }) => {
  const response = await page.goto("/");

  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Rootwell: hair-growth supplements and scalp care");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hair growth, rooted in science");
  await expect(
    page.getByRole("heading", { name: "Thicker, stronger hair starts at the root" }),
  ).toBeVisible();
  // The hero's quiz button shows while a page is live at /quiz/, as in the demo data.
  await expect(page.getByRole("link", { name: "Take the Hair Quiz" })).toHaveAttribute("href", "/quiz/");
});

test("/men/ renders the men's home", async ({ page }) => {
  const response = await page.goto("/men/");

  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Hair growth, made for men" })).toBeVisible();
});

test("a path without its trailing slash redirects permanently to the slashed path", async ({
  page,
  request,
}) => {
  const redirect = await request.get("/science", { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(new URL(redirect.headers()["location"], redirect.url()).pathname).toBe("/science/");

  await page.goto("/science");
  await expect(page).toHaveURL(/\/science\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Science");
});

test("/sitemap.xml is not redirected", async ({ request }) => {
  const response = await request.get("/sitemap.xml", { maxRedirects: 0 });

  expect(response.status()).not.toBe(308);
  expect(response.headers()["location"]).toBeUndefined();
});

test("the web manifest and its icons are served where browsers ask for them", async ({ page, request }) => {
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(manifestHref!, { maxRedirects: 0 })).json();

  expect(manifest).toMatchObject({ start_url: "/", display: "browser", background_color: "#ffffff", theme_color: "#000000" });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    ["48x48", "72x72", "96x96", "144x144", "192x192", "256x256", "384x384", "512x512"],
  );
  const icon = await request.get(manifest.icons.at(-1).src, { maxRedirects: 0 });
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/png");
});

test("an unknown men's path shows the men's 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/men/no-such-page/");

  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "This page has gone missing, unlike your hair will" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Rootwell Men" })).toHaveAttribute("href", "/men/");
});

test("an unknown women's path shows the shop's 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page/");

  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We can't find that page" })).toBeVisible();
});

test("the product page offers its four plans with prices from the catalogue", async ({ page }) => {
  await page.goto("/rootwell-core-for-women/");

  const plans = page.getByRole("group", { name: "Choose your plan" }).locator("label");
  await expect(plans).toHaveCount(4);
  await expect(plans).toHaveText([
    /One-Time Purchase\s*\$88/,
    /Monthly Subscription\s*\$79/,
    /3-Month Subscription\s*\$224/,
    /6-Month Subscription\s*\$422/,
  ]);
});

test("the storefront proxies GraphQL on its own origin", async ({ request }) => {
  const response = await request.post("/graphql", { data: registered("RewardProducts", { skus: ["RW-CORE-W-3M-S01"] }) });

  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    data: { products: [{ sku: "RW-CORE-W-3M-S01", price: { value: "224.00", currency: "USD" } }] },
  });
});

test("the shop's API runs only the storefront's own operations for shoppers", async ({ request }) => {
  const unregistered = await request.post("/graphql", {
    data: { query: '{ products(skus: ["RW-CORE-W-3M-S01"]) { sku price { value currency } } }' },
  });
  const unknown = await request.post("/graphql", {
    data: { extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } },
  });

  expect(unregistered.status()).toBe(400);
  expect((await unregistered.json()).errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_IN_LIST");
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
});

test("a page of the shop can call GraphQL through its own origin; another site cannot", async ({ page }) => {
  await page.goto("/");
  const fromShop = await page.evaluate(async (body) => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, registered("AccessRecaptchaConfig"));
  expect(fromShop).toMatchObject({ status: 200, body: { data: { recaptchaV3Config: { __typename: "RecaptchaV3Config" } } } });

  const fromElsewhere = await page.request.post("/graphql", {
    headers: { origin: "https://elsewhere.example" },
    data: { query: "{ __typename }" },
  });
  expect(fromElsewhere.status()).toBe(403);
});

test("a path with a literal percent sign is a 404, not a crash", async ({ page }) => {
  const response = await page.goto("/100%25/");

  expect(response?.status()).toBe(404);
});
