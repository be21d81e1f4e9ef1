import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { emailedLink } from "./emails";
import { backend, hydrated } from "./helpers";
import { registered } from "./shop-api";

// Sign-in, sign-up and password pages, who may open them, log-out, signed-in visitors on login
// pages, session messages and the header by role.

const PASSWORD = "Roots-and-Shoots-42";
const SIGN_IN_FAILED =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";

let sequence = 0;
/** Addresses of their own: the backend's database is shared by every spec in a run. */
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${sequence++}@example.com`;

/** An account made straight through the API, for tests about what comes after signing up. */
async function accountFor(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name);
  const response = await request.post(`${backend}/graphql/`, {
    data: registered("SignUp", { input: { firstname: "Jane", lastname: "Doe", email, password: PASSWORD } }),
  });
  expect(await response.json()).not.toHaveProperty("errors");
  return email;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

// Field labels end in a required mark ("Email*") that screen readers skip: match them whole.
async function logIn(page: Page, email: string, password = PASSWORD) {
  await open(page, "/customer/account/login/");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel(/^Email\*?$/).fill(email);
  await form.getByLabel(/^Password\*?$/).fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
  return form;
}

const accountIcon = (page: Page) => page.getByRole("banner").getByRole("link", { name: "My Account" });
const loginIcon = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Log in to your account" });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((candidate) => candidate.name === name);
}

/** The newest reset link emailed to an address (the file backend writes one file per message). */
async function resetLinkFor(email: string): Promise<string> {
  return emailedLink(email, /https?:\/\/\S+\/customer\/account\/createpassword\/\?token=[^\s"'<>]+/, "a reset email");
}

test("creating an account signs the shopper in and the header then links to the account", async ({ page }) => {
  const email = uniqueEmail("new");
  await open(page, "/customer/account/create/");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel(/^First Name\*?$/).fill("Jane");
  await form.getByLabel(/^Last Name\*?$/).fill("Doe");
  await form.getByLabel(/^Email\*?$/).fill(email);
  await form.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await form.getByLabel(/^Confirm Password\*?$/).fill(PASSWORD);
  await form.getByRole("button", { name: "Create an Account" }).click();

  // Two password hashes and a welcome email on a server that may have just started.
  await expect(page).toHaveURL(/\/account\/$/, { timeout: 15_000 });
  const token = await cookie(page, "token");
  expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(token!.expires - Date.now() / 1000).toBeGreaterThan(5 * 24 * 3600 - 120);
  expect(await cookie(page, "logged_in")).toMatchObject({ value: "1", httpOnly: false });

  await open(page, "/");
  await expect(accountIcon(page)).toHaveAttribute("href", "/account/");
  await expect(loginIcon(page)).toHaveCount(0);
});

test("the create form checks its fields before anything is sent", async ({ page }) => {
  let sent = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/customer/")) sent = true;
  });
  await open(page, "/customer/account/create/");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel(/^Email\*?$/).fill("johndoe@domain");
  await form.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await form.getByLabel(/^Confirm Password\*?$/).fill(`${PASSWORD}!`);
  await form.getByRole("button", { name: "Create an Account" }).click();

  await expect(form.getByLabel(/^First Name\*?$/)).toBeFocused();
  await expect(form.getByLabel(/^First Name\*?$/)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert")).toHaveText([
    "This is a required field.",
    "This is a required field.",
    "Please enter a valid email address (Ex: johndoe@domain.com).",
    "Please enter the same value again.",
  ]);
  expect(sent).toBe(false);
});

test("an address that already has an account is refused with the shop's message", async ({ page, request }) => {
  const email = await accountFor(request, "taken");
  await open(page, "/customer/account/create/");
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel(/^First Name\*?$/).fill("Jane");
  await form.getByLabel(/^Last Name\*?$/).fill("Doe");
  await form.getByLabel(/^Email\*?$/).fill(email.toUpperCase());
  await form.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await form.getByLabel(/^Confirm Password\*?$/).fill(PASSWORD);
  await form.getByRole("button", { name: "Create an Account" }).click();

  await expect(form.getByRole("alert")).toHaveText(
    "A customer with the same email address already exists in an associated website.",
  );
  await expect(page).toHaveURL(/\/customer\/account\/create\/$/);
});

test("logging in reaches the account; the header, the men's switch row and the mobile bar say My Account", async ({
  page,
  request,
}) => {
  const email = await accountFor(request, "login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account\/$/);

  await open(page, "/men/");
  await expect(accountIcon(page)).toBeVisible();

  // The switch row and the bottom bar are the small screen's.
  await page.setViewportSize({ width: 390, height: 844 });
  const switchRow = page.getByRole("navigation", { name: "Sites" });
  await expect(switchRow.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account/");
  await expect(switchRow.getByRole("link", { name: "Take the Quiz" })).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  const mobile = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobile.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account/");
  await expect(mobile.getByRole("link", { name: "Log In" })).toHaveCount(0);
});

test("a wrong password and an unknown address get the same generic message", async ({ page, request }) => {
  const email = await accountFor(request, "wrong");
  const form = await logIn(page, email, "not-the-password");
  await expect(form.getByRole("alert")).toHaveText(SIGN_IN_FAILED);
  await expect(await cookie(page, "token")).toBeUndefined();

  await form.getByLabel(/^Email\*?$/).fill(uniqueEmail("nobody"));
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(form.getByRole("alert")).toHaveText(SIGN_IN_FAILED);
  await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
});

test("an empty login is explained field by field", async ({ page }) => {
  await open(page, "/customer/account/login/");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(form.getByRole("alert")).toHaveText(["This is a required field.", "This is a required field."]);
  await expect(form.getByLabel(/^Email\*?$/)).toBeFocused();
});

test("a signed-in visitor opening the login page lands on the account with a warning", async ({ page, request }) => {
  const email = await accountFor(request, "again");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account\/$/);

  await page.goto("/customer/account/login/");
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole("status").filter({ hasText: "You are already logged in." })).toBeVisible();

  // The create and password pages send them on too, without a warning.
  await page.goto("/customer/account/create/");
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByText("You are already logged in.")).toHaveCount(0);
});

test("log-out says so at once, opens the login page after 1.5 s saying so, and /account/ then asks to log in", async ({
  page,
  request,
}) => {
  const email = await accountFor(request, "logout");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/account\/$/);
  await page.evaluate(() => localStorage.setItem("quiz_results", '{"recommended_id":"1"}'));

  await page.goto("/logout/");
  await expect(page.getByRole("heading", { name: "You are signed out" })).toBeVisible();
  const signedOutAt = Date.now();
  await expect(page).toHaveURL(/\/logout\/$/);
  // The login page opens by itself, after the shopper had time to read that they are signed out.
  await page.waitForURL(/\/customer\/account\/login\/$/, { timeout: 5000 });
  expect(Date.now() - signedOutAt).toBeGreaterThan(900);
  // And the login page says why it opened.
  await expect(page.getByRole("status").filter({ hasText: "You are signed out." })).toBeVisible();

  expect(await cookie(page, "token")).toBeUndefined();
  expect(await cookie(page, "logged_in")).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("quiz_results"))).toBeNull();
  await expect(loginIcon(page)).toBeVisible();

  await page.goto("/account/");
  await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
  await page.goto("/account/orders/");
  await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
});

test("a token the shop no longer accepts is cleared and the visitor counts as logged out", async ({ page }) => {
  const frontend = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: "token", value: "no-longer-valid", url: frontend, httpOnly: true, sameSite: "Lax" },
    { name: "logged_in", value: "1", url: frontend, sameSite: "Lax" },
  ]);

  // The login page shows, and the proxy drops the cookies.
  await open(page, "/customer/account/login/");
  await expect(page.getByRole("form", { name: "Log in" })).toBeVisible();
  expect(await cookie(page, "token")).toBeUndefined();

  // On a shared page, the header's check clears them.
  await page.context().addCookies([
    { name: "token", value: "no-longer-valid", url: frontend, httpOnly: true, sameSite: "Lax" },
    { name: "logged_in", value: "1", url: frontend, sameSite: "Lax" },
  ]);
  await open(page, "/science/");
  await expect.poll(() => cookie(page, "logged_in")).toBeUndefined();
  expect(await cookie(page, "token")).toBeUndefined();
  await expect(loginIcon(page)).toBeVisible();

  // An account page sends such a token to /logout/?expired=1: cleared, and on to login at once.
  await page.context().addCookies([{ name: "token", value: "no-longer-valid", url: frontend, httpOnly: true }]);
  const visited: string[] = [];
  page.on("request", (request) => visited.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto("/account/profile/");
  const loaded = Date.now();
  await page.waitForURL(/\/customer\/account\/login\/$/, { timeout: 3000 });
  expect(Date.now() - loaded).toBeLessThan(1400);
  expect(visited).toContain("/logout/?expired=1");
  expect(await cookie(page, "token")).toBeUndefined();
});

test("a forgotten password: the same answer for any address, then the emailed link sets a new one", async ({
  page,
  request,
}) => {
  const email = await accountFor(request, "forgot");
  const newPassword = "Fresh-Growth-2025";

  // An address without an account gets the very same answer.
  const nobody = uniqueEmail("nobody");
  await open(page, "/customer/account/forgotpassword/");
  await page.getByRole("form", { name: "Reset your password" }).getByLabel(/^Email\*?$/).fill(nobody);
  await page.getByRole("button", { name: "Reset My Password" }).click();
  await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
  await expect(page.getByRole("status")).toHaveText(
    `If there is an account associated with ${nobody} you will receive an email with a link to reset your password.`,
  );

  await open(page, "/customer/account/password/forgot/");
  await expect(page).toHaveURL(/\/customer\/account\/forgotpassword\/$/);
  await page.getByRole("form", { name: "Reset your password" }).getByLabel(/^Email\*?$/).fill(email);
  await page.getByRole("button", { name: "Reset My Password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `If there is an account associated with ${email} you will receive an email with a link to reset your password.`,
  );

  const link = new URL(await resetLinkFor(email));
  // Magento's other name for the page keeps the token.
  await open(page, `/customer/account/password/${link.search}`);
  await expect(page).toHaveURL(`/customer/account/createpassword/${link.search}`);
  const form = page.getByRole("form", { name: "Set a new password" });
  await form.getByLabel(/^Email\*?$/).fill(email);
  await form.getByLabel(/^New Password\*?$/).fill(newPassword);
  await form.getByLabel(/^Confirm New Password\*?$/).fill(newPassword);
  await form.getByRole("button", { name: "Set a New Password" }).click();

  await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
  await expect(page.getByRole("status")).toContainText("You updated your password.");

  const old = await logIn(page, email);
  await expect(old.getByRole("alert")).toHaveText(SIGN_IN_FAILED);
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/account\/$/);
});

test("Magento's other addresses lead to the pages, and no bot check loads while reCAPTCHA is off", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/customer/account/code/");
  await expect(page).toHaveURL(/\/customer\/account\/login\/$/);
  await hydrated(page);
  expect(requested.filter((url) => /recaptcha|google\./.test(url))).toEqual([]);
  await expect(page.getByRole("link", { name: "Forgot Your Password?" })).toHaveAttribute(
    "href",
    "/customer/account/forgotpassword/",
  );
  await expect(page.getByRole("link", { name: "Create an Account" })).toHaveAttribute(
    "href",
    "/customer/account/create/",
  );
});

test("the REST session check never hands the browser a token", async ({ page }) => {
  await open(page, "/");
  const answer = await page.evaluate(async () => {
    const response = await fetch("/rest/V1/rootwell-customers/session-login");
    return { status: response.status, body: await response.json() };
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: false });
  expect(answer.body).not.toHaveProperty("token");
});
