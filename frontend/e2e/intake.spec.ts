import { expect, test } from "@playwright/test";

import { backend, hydrated } from "./helpers";

import { registered, signInWithToken, subscribedCustomer } from "./shop-api";

// The consultation intake. Free consultations come with an order or a subscription: a new account
// is sent from /hair-analysis to sign in and back, and is told so instead of being given the form.
// A subscriber answers the questionnaire, uploads a start photo (a file that is not a photo is
// refused first), books a doctor's slot, sees it confirmed on /hw-confirm/ and finds it, with the
// photo, in the account; the intake then says a consultation is already booked.

const PASSWORD = "Grow-thicker-roots-1";
const NOT_ELIGIBLE =
  "Free consultations come with your Rootwell order or subscription. Place your first order, then book your consultation here.";
// A 1x1 PNG: the backend checks what a file is by its content.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a new account without an order is told that free consultations come with an order", async ({ page, request }) => {
  const email = `intake.${Date.now()}@example.com`;
  const created = await request.post(`${backend}/graphql/`, {
    data: registered("SignUp", { input: { firstname: "Robin", lastname: "Intake", email, password: PASSWORD } }),
  });
  expect(await created.json()).not.toHaveProperty("errors");

  // The published /hair-analysis page leads to the intake, which asks a visitor to sign in first.
  await page.goto("/hair-analysis/");
  await page.getByRole("link", { name: "Book Your Consultation" }).click();
  await expect(page).toHaveURL(/\/customer\/account\/login\/\?redirect=\/hma-intake\/$/);
  await hydrated(page);
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel(/^Email\*?$/).fill(email);
  await login.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await login.getByRole("button", { name: "Log In" }).click();

  await expect(page).toHaveURL(/\/hma-intake\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book your hair consultation" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(NOT_ELIGIBLE);
  await expect(page.getByRole("button", { name: "Book my consultation" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Shop All Products" })).toHaveAttribute("href", "/products/");
});

test("a subscriber books a consultation with a start photo and sees it in the account", async ({ page, request, baseURL }) => {
  const customer = await subscribedCustomer(request, backend);
  await signInWithToken(page, customer.token, baseURL!);

  await page.goto("/hma-intake/");
  await expect(page.getByRole("heading", { level: 1, name: "Book your hair consultation" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("group", { name: "How long have you noticed thinning or shedding?" }).getByText("6 to 12 months").click();
  await page.getByRole("group", { name: "Where do you notice it most?" }).getByText("Part line").click();
  await page.getByRole("group", { name: "Does hair thinning run in your family?" }).getByText("Not sure").click();
  await page.getByRole("group", { name: "Have you tried treatments for it before?" }).getByText("Supplements").click();
  await page.getByLabel("What would you like to achieve? (optional)").fill("A fuller part line");
  const slot = page.getByRole("group", { name: "Choose your consultation" }).getByRole("radio").first();
  const slotLabel = (await slot.locator("xpath=..").textContent())!;
  const doctor = slotLabel.split(" with ")[1];
  await slot.check({ force: true });
  await page.getByLabel(/I agree to share my answers and photos/).check();

  // A file that is not a photo is refused with the shop's message, and nothing is booked.
  await page.getByLabel("Start photo").setInputFiles({ name: "scalp.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4") });
  await page.getByRole("button", { name: "Book my consultation" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please upload a photo in JPEG, PNG or WebP format.");
  await expect(page).toHaveURL(/\/hma-intake\/$/);

  await page.getByLabel("Start photo").setInputFiles({ name: "scalp.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Book my consultation" }).click();

  await expect(page).toHaveURL(/\/hw-confirm\/\?appointment=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();
  await expect(page.getByText("Initial consultation")).toBeVisible();
  await expect(page.getByText(`With ${doctor}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Read the welcome guide" })).toHaveAttribute("href", "/onboarding/");

  await page.getByRole("link", { name: "Go to my account" }).click();
  const consultation = page.getByTestId("consultation-module");
  await expect(consultation.getByText(/^Next: Initial consultation, .* with /)).toContainText(doctor);
  const start = consultation.locator('li[data-stage="start"]');
  await expect(start.getByText(/^Uploaded /)).toBeVisible();
  // The photo opens for its owner, through the storefront, and is the PNG uploaded.
  const href = await start.getByRole("link", { name: "View photo" }).getAttribute("href");
  const photo = await page.request.get(href!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await photo.body()).equals(PNG)).toBe(true);
  // Nobody else can: a visitor without the customer's cookie gets a 404.
  expect((await request.get(href!)).status()).toBe(404);

  // One consultation to come at a time: the intake now says so instead of offering the form.
  await page.goto("/hma-intake/");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/^You already have a consultation booked for .+\.$/);
  await expect(page.getByRole("button", { name: "Book my consultation" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Go to my account" })).toBeVisible();
});
