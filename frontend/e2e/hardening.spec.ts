import { randomUUID } from "node:crypto";

import { expect, test, type APIRequestContext } from "@playwright/test";

import { revalidateSecret, sign } from "../lib/cms/revalidation";

import { registered } from "./shop-api";

// What a client cannot make the storefront believe or do: name its own address or host, break a
// page with a malformed path, replay the CMS's cache refresh.

const PASSWORD = "Roots-and-Shoots-42";

async function signIn(request: APIRequestContext, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await request.post("/graphql", { data: registered("SignIn", { email, password }), headers });
  return response.json();
}

test("a client naming its own address in X-Forwarded-For is still counted as itself", async ({ request }) => {
  const email = `spoofer.${randomUUID()}@example.com`;
  const created = await request.post("/graphql", {
    data: registered("SignUp", { input: { firstname: "Sam", lastname: "Poe", email, password: PASSWORD } }),
  });
  expect((await created.json()).errors).toBeUndefined();

  // ten wrong guesses, each claiming to come from another address
  for (let n = 0; n < 10; n += 1) {
    const body = await signIn(request, email, "guess-guess-1", { "x-forwarded-for": `198.51.100.${n}` });
    expect(body.errors[0].extensions.code).toBe("AUTHENTICATION_FAILED");
  }

  // the eleventh from the same client is over its limit for this email, whatever it claims
  const limited = await signIn(request, email, PASSWORD, { "x-forwarded-for": "203.0.113.99" });
  expect(limited.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
});

test("another site cannot pass the same-origin check by naming itself in X-Forwarded-Host", async ({ request }) => {
  const response = await request.post("/graphql", {
    data: { query: "{ __typename }" },
    headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
  });

  expect(response.status()).toBe(403);
  expect((await response.json()).errors[0].extensions.code).toBe("FORBIDDEN");
});

test("a malformed path is a 400 with a way home, not a server error", async ({ page }) => {
  const response = await page.goto("/%ff/");

  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "We can't read that address" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the Rootwell home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the CMS's signed cache refresh is acted on once, and its replay refused", async ({ request }) => {
  const body = JSON.stringify({ id: randomUUID(), tags: [], paths: ["/science/"] });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "content-type": "application/json",
    "x-rootwell-timestamp": String(timestamp),
    "x-rootwell-signature": sign(body, timestamp, revalidateSecret()),
  };

  const first = await request.post("/api/revalidate", { data: body, headers });
  const replay = await request.post("/api/revalidate", { data: body, headers });

  expect(first.status()).toBe(200);
  expect(replay.status()).toBe(409);
});
