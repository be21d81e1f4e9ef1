import { expect, test, type Page } from "@playwright/test";

// Addresses of their own: the backend's database is shared by every spec in a run.
const uniqueAddress = (name: string) => `${name}.${Date.now()}@example.com`;

const thanks = (page: Page) => page.getByRole("contentinfo").getByRole("status");

async function signUp(page: Page, email: string) {
  // The footer draws an idle form and loads the working one as the visitor reaches it; a click
  // made while one replaces the other is not this spec's subject, so it waits for the working one.
  await page.getByRole("form", { name: "Newsletter sign-up" }).getByLabel("Email address").focus();
  const form = page.locator('[data-newsletter="live"]').getByRole("form", { name: "Newsletter sign-up" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Sign Up" }).click();
  return form;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("an empty submit asks for the address", async ({ page }) => {
  const form = await signUp(page, "");

  await expect(form.getByRole("alert")).toHaveText("This is a required field.");
  await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Email address")).toBeFocused();
});

test("a malformed address is explained before anything is sent", async ({ page }) => {
  let sent = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && request.method() === "POST") sent = true;
  });

  const form = await signUp(page, "johndoe@domain");

  await expect(form.getByRole("alert")).toHaveText(
    "Please enter a valid email address (Ex: johndoe@domain.com).",
  );
  expect(sent).toBe(false);
});

test("signing up replaces the field with thanks, and signing up again still succeeds", async ({
  page,
}) => {
  const email = uniqueAddress("jane");

  await signUp(page, email);

  await expect(thanks(page)).toHaveText("Thanks for signing up!");
  await expect(page.getByLabel("Email address")).toHaveCount(0);

  // The same address again, in capitals, from a fresh page.
  await page.goto("/science/");
  await signUp(page, email.toUpperCase());
  await expect(thanks(page)).toHaveText("Thanks for signing up!");
});

test("an address the shop's server refuses shows its reason", async ({ page }) => {
  // The storefront's format check allows a domain label starting with a hyphen; the server does not.
  const form = await signUp(page, "jane@-rootwell.com");

  await expect(form.getByRole("alert")).toHaveText(
    "There was a problem with the subscription: Enter a valid email address.",
  );
  await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(thanks(page)).toHaveText("");
});
