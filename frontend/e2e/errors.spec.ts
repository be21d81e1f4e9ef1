import { spawn, type ChildProcess } from "node:child_process";

import { expect, test } from "@playwright/test";

// A second storefront whose backend is down, to see what shoppers get when the API fails.
const port = Number(process.env.E2E_BROKEN_FRONTEND_PORT ?? 3101);
const origin = `http://127.0.0.1:${port}`;
let storefront: ChildProcess;

test.beforeAll(async () => {
  storefront = spawn("node", ["server.mjs"], {
    env: { ...process.env, BACKEND_URL: "http://127.0.0.1:9", PORT: String(port), SITE_URL: origin, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (storefront.pid) process.kill(-storefront.pid, "SIGTERM");
});

test("a failing backend gives the 500 page, never a blank screen", async ({ page }) => {
  // A path no server has rendered yet: a cached page would (rightly) still be served.
  const response = await page.goto(`${origin}/science-${Date.now()}/`);

  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("Sorry, something went wrong. Please try again later.")).toBeVisible();
});

test("the GraphQL proxy answers 502 with a clear message when the backend is down", async ({ request }) => {
  const response = await request.post(`${origin}/graphql`, { data: { query: "{ __typename }" } });

  expect(response.status()).toBe(502);
  expect((await response.json()).errors[0].message).toBe(
    "The shop is unavailable right now. Please try again later.",
  );
});
