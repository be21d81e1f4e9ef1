import { expect, test, type Browser, type Page } from "@playwright/test";

import { registered } from "./shop-api";

const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 8100}`;
const PASSWORD = "Rootwell-e2e-Password-2026";
const DECLINED = "Your card was declined. Please use a different card.";
const YEAR = String(new Date().getFullYear() + 3);

// One customer of its own (the backend's database is shared by every spec in a run), signed in
// once through the login page; the steps below build on each other.
test.describe.configure({ mode: "serial" });

let page: Page;
const graphqlBodies: string[] = [];

async function createCustomer(email: string) {
  const response = await fetch(`${backendUrl}/graphql/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(registered("SignUp", { input: { firstname: "Jane", lastname: "Doe", email, password: PASSWORD } })),
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const signedIn = await context.newPage();
  // Every GraphQL call the pages make, to check that no card number is ever among them.
  signedIn.on("request", (request) => {
    if (request.url().includes("/graphql") && request.method() === "POST") graphqlBodies.push(request.postData() ?? "");
  });
  await signedIn.goto("/customer/account/login/");
  const form = signedIn.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await signedIn.waitForURL("**/account/");
  return signedIn;
}

function accountMenu(current: Page) {
  return current.getByRole("navigation", { name: "Account" });
}

async function fillCard(current: Page, number: string) {
  const form = current.getByRole("form", { name: "Add a card" });
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiration month").selectOption("12");
  await form.getByLabel("Expiration year").selectOption(YEAR);
  await form.getByLabel("Security code").fill("123");
  return form;
}

test.beforeAll(async ({ browser }) => {
  const email = `account.${Date.now()}@example.com`;
  await createCustomer(email);
  page = await signIn(browser, email);
});

test.afterAll(async () => {
  await page?.context().close();
});

test("the account pages have the reduced header, no ribbon, and a menu marking the current page", async () => {
  await page.goto("/account/");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, Jane" })).toBeVisible();
  await expect(page.locator("[data-header=simple]").getByRole("link", { name: "Shop" })).toBeVisible();
  await expect(page.locator("[data-ribbon]")).toHaveCount(0);
  await expect(accountMenu(page).getByRole("link", { name: "My Account" })).toHaveAttribute("aria-current", "page");
  await expect(accountMenu(page).getByRole("link", { name: "Log Out" })).toHaveAttribute("href", "/logout/");
  // The demo data's quiz is live: the quiz module offers it (quiz_not_taken), and the journey starts there.
  await expect(page.getByRole("heading", { name: "Your Hair Quiz" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute("href", "/quiz/");
  await expect(page.getByRole("link", { name: "Start Your Hair Journey" })).toHaveAttribute("href", "/quiz/");
  await expect(page.getByText("You have no upcoming appointments.")).toBeVisible();

  await accountMenu(page).getByRole("link", { name: "Order History" }).click();
  await expect(page).toHaveURL(/\/account\/orders\/$/);
  await expect(page.getByText("You have no orders yet.")).toBeVisible();
  await expect(accountMenu(page).getByRole("link", { name: "Order History" })).toHaveAttribute("aria-current", "page");
  await expect(accountMenu(page).getByRole("link", { name: "My Account" })).not.toHaveAttribute("aria-current", "page");

  await page.goto("/account/profile/payment/");
  await expect(accountMenu(page).locator("[aria-current=page]")).toHaveText("Profile");
  await expect(page.getByRole("navigation", { name: "Profile" }).locator("[aria-current=page]")).toHaveText("Payment");

  await page.goto("/account/?subId=12");
  await expect(accountMenu(page).locator("[aria-current=page]")).toHaveText("Subscriptions");

  const missing = await page.goto("/account/no-such-page/");
  expect(missing?.status()).toBe(404);
});

test("the customer edits their details and finds them saved", async () => {
  await page.goto("/account/profile/");
  await expect(accountMenu(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "Edit my details" }).click();
  const form = page.getByRole("form", { name: "My details" });
  await expect(form.getByLabel("First name")).toBeFocused();
  await form.getByLabel("First name").fill("Janet");
  await form.getByLabel("Phone number").fill("212-555-0123");
  await form.getByLabel("Send me a reminder when it is time to refill").check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your details were saved." })).toBeVisible();

  await page.reload();
  const details = page.getByRole("region", { name: "My Details" });
  await expect(details).toContainText("Janet Doe");
  await expect(details).toContainText("(212) 555-0123");
  await expect(details.getByText("On", { exact: true })).toBeVisible();
});

test("the customer adds an address and sees it listed with its default badge", async () => {
  await page.goto("/account/profile/");
  await page.getByRole("link", { name: "Add an address" }).click();
  await expect(page).toHaveURL(/\/account\/profile\/shipping\/add\/$/);
  const form = page.getByRole("form", { name: "Add an address" });

  // An empty form explains itself before anything is sent.
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("First name")).toBeFocused();

  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Last name").fill("Doe");
  await form.getByRole("textbox", { name: "Street address", exact: true }).fill("12 Main St");
  await form.getByLabel("Street address, line 2").fill("Apt 4");
  await form.getByLabel("City").fill("Brooklyn");
  await form.getByRole("combobox", { name: "State" }).selectOption({ label: "New York" });
  await form.getByLabel("ZIP code").fill("11201");
  await form.getByLabel("Phone number").fill("212-555-0123");
  await form.getByLabel("Use as my default shipping address").check();
  await form.getByLabel("Use as my default billing address").check();

  // The API's own checks come back next to the form.
  await form.getByLabel("ZIP code").fill("1120");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(form.getByRole("alert")).toHaveText("Enter a ZIP code as 12345 or 12345-6789.");
  await form.getByLabel("ZIP code").fill("11201");
  await form.getByRole("button", { name: "Save Address" }).click();

  await expect(page).toHaveURL(/\/account\/profile\/$/);
  const saved = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem").filter({ hasText: "12 Main St" });
  await expect(saved).toContainText("Brooklyn, NY 11201");
  await expect(saved.getByText("Default shipping")).toBeVisible();
  await expect(saved.getByText("Default billing")).toBeVisible();
});

test("the customer edits an address", async () => {
  await page.goto("/account/profile/");
  await page.getByRole("link", { name: "Edit the address 12 Main St" }).click();
  await expect(page).toHaveURL(/\/account\/profile\/shipping\/\d+\/edit\/$/);
  const form = page.getByRole("form", { name: "Edit address" });
  await expect(form.getByLabel("City")).toHaveValue("Brooklyn");
  await form.getByLabel("City").fill("New York");
  await form.getByRole("button", { name: "Save Address" }).click();

  await expect(page).toHaveURL(/\/account\/profile\/$/);
  await expect(page.getByRole("list", { name: "Saved addresses" })).toContainText("New York, NY 11201");
});

test("a card is tokenised in the browser and listed with its last four digits", async () => {
  await page.goto("/account/profile/");
  await page.getByRole("link", { name: "Add a card" }).click();
  await expect(page).toHaveURL(/\/account\/profile\/payment\/add\/$/);
  const form = await fillCard(page, "4242 4242 4242 4242");
  // The default billing address is chosen for the cardholder.
  await expect(form.getByRole("radio", { name: /12 Main St/ })).toBeChecked();
  await form.getByRole("button", { name: "Save Card" }).click();

  await expect(page).toHaveURL(/\/account\/profile\/$/);
  const cards = page.getByRole("list", { name: "Saved cards" }).getByRole("listitem").filter({ hasText: "ending in" });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Visa ending in 4242");
  await expect(cards.first()).toContainText(`Expires 12/${YEAR}`);
});

test("a declined card shows the gateway's message and is not stored", async () => {
  await page.goto("/account/profile/payment/add/");
  const form = await fillCard(page, "4000 0000 0000 0002");
  await form.getByRole("button", { name: "Save Card" }).click();

  await expect(form.getByRole("alert")).toHaveText(DECLINED);
  await expect(page).toHaveURL(/\/account\/profile\/payment\/add\/$/);

  await page.goto("/account/profile/payment/");
  const cards = page.getByRole("list", { name: "Saved cards" }).getByRole("listitem").filter({ hasText: "ending in" });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("4242");

  // Neither number ever travelled through GraphQL.
  expect(graphqlBodies.length).toBeGreaterThan(0);
  for (const body of graphqlBodies) {
    expect(body).not.toMatch(/4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002/);
  }
});

test("the customer renames a card and changes its expiry, never its number", async () => {
  await page.goto("/account/profile/");
  await page.getByRole("link", { name: "Edit the card Visa ending in 4242" }).click();
  await expect(page).toHaveURL(/\/account\/profile\/payment\/[^/]+\/edit\/$/);
  const form = page.getByRole("form", { name: "Edit card" });
  await expect(form.getByLabel("Card number")).toHaveCount(0);
  await form.getByLabel("Card name").fill("Travel card");
  await form.getByLabel("Expiration month").selectOption("01");
  await form.getByRole("button", { name: "Save Card" }).click();

  await expect(page).toHaveURL(/\/account\/profile\/$/);
  const card = page.getByRole("list", { name: "Saved cards" }).getByRole("listitem").filter({ hasText: "ending in" });
  await expect(card).toContainText("Travel card");
  await expect(card).toContainText(`Expires 01/${YEAR}`);
});

test("an address is deleted only after the customer confirms", async () => {
  await page.goto("/account/profile/");
  const addresses = page.getByRole("list", { name: "Saved addresses" });
  await page.getByRole("button", { name: "Delete the address 12 Main St" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this address?" });
  await expect(dialog).toContainText("12 Main St");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(addresses.getByText("12 Main St")).toBeVisible();

  await page.getByRole("button", { name: "Delete the address 12 Main St" }).click();
  await page.getByRole("dialog", { name: "Delete this address?" }).getByRole("button", { name: "Delete" }).click();

  await expect(page.getByRole("status").filter({ hasText: "The address was deleted." })).toBeVisible();
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shipping Addresses" })).toBeFocused();
});
