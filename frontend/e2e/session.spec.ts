import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { skinSiteUrl } from "../lib/layout/skin-site";
import { backend } from "./helpers";

import { registered } from "./shop-api";

// The Skin link to the external skin site, and the session-login check at page load: a visitor
// whose backend (Django) session signs them in gets a token without logging in again.

const PASSWORD = "Roots-and-Shoots-42";

let sequence = 0;

/** A customer of their own: the backend's database is shared by every spec in a run. */
async function customer(request: APIRequestContext) {
  const email = `session.${Date.now()}.${sequence++}@example.com`;
  const response = await request.post(`${backend}/graphql/`, {
    data: registered("SignUp", { input: { firstname: "Robin", lastname: "Roots", email, password: PASSWORD } }),
  });
  expect(await response.json()).not.toHaveProperty("errors");
  return email;
}

/** Signs the browser in on the backend itself (Django's session cookie, for this host). */
async function signInOnBackend(page: Page, email: string) {
  await page.goto(`${backend}/dashboard/login/`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect.poll(() => cookie(page, "sessionid")).toBeDefined();
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((candidate) => candidate.name === name);
}

const accountIcon = (page: Page) => page.getByRole("banner").getByRole("link", { name: "My Account" });

test("Skin in the site switcher leads to the external skin site, as does the shop's /skin/ path", async ({
  page,
}) => {
  await page.goto("/");
  const skin = page.getByRole("navigation", { name: "Sites" }).getByRole("link", { name: "Skin" });
  await expect(skin).toHaveAttribute("href", skinSiteUrl());
  expect(skinSiteUrl()).toMatch(/^https?:\/\/[^/]+\//);
  expect(new URL(skinSiteUrl()).host).not.toBe(new URL(page.url()).host);

  // The men's switch row is the small screen's.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/men/");
  const row = page.getByRole("navigation", { name: "Sites" });
  await expect(row.getByRole("link", { name: "Skin" })).toHaveAttribute("href", skinSiteUrl());

  for (const [path, target] of [
    ["/skin/", skinSiteUrl()],
    ["/skin", skinSiteUrl()],
    ["/skin/serum/?utm_source=shop", `${skinSiteUrl()}serum/?utm_source=shop`],
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers()["location"], path).toBe(target);
  }
});

test("a page load with a backend session and no token stores the check's token for 5 days and says so", async ({
  page,
  request,
}) => {
  const email = await customer(request);
  await signInOnBackend(page, email);
  expect(await cookie(page, "token")).toBeUndefined();

  await page.goto("/science/");

  const token = await cookie(page, "token");
  expect(token?.httpOnly).toBe(true);
  const days = (token!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(4.9);
  expect(days).toBeLessThanOrEqual(5);
  await expect(page.getByRole("status").filter({ hasText: "You are signed in." })).toBeVisible();
  await expect(accountIcon(page)).toBeVisible();
  // The browser's scripts never see the token itself.
  expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value);

  // Signed in now: the account opens, and the login page sends them there with a warning.
  await page.goto("/account/");
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole("heading", { name: "Hi, Robin" })).toBeVisible();
  await page.goto("/customer/account/login/");
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole("status").filter({ hasText: "You are already logged in." })).toBeVisible();
});

test("opening the login page with only a backend session goes straight on to the account", async ({
  page,
  request,
}) => {
  const email = await customer(request);
  await signInOnBackend(page, email);

  await page.goto("/customer/account/login/");

  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole("status").filter({ hasText: "You are signed in." })).toBeVisible();
  await expect(page.getByText("You are already logged in.")).toHaveCount(0);
  expect(await cookie(page, "token")).toBeDefined();
});

test("a backend session that no longer signs anyone in is told once, dropped, and the page still opens", async ({
  page,
}) => {
  const frontend = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "sessionid", value: "ended-long-ago", url: frontend, httpOnly: true }]);

  await page.goto("/account/");

  await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your session has ended. Please log in again." }),
  ).toBeVisible();
  expect(await cookie(page, "token")).toBeUndefined();
  expect(await cookie(page, "sessionid")).toBeUndefined();

  // Said once: the next page says nothing of it.
  await page.goto("/science/");
  await expect(page.getByRole("heading").first()).toBeVisible();
  await expect(page.getByText("Your session has ended.")).toHaveCount(0);
});
