import { expect, test } from "@playwright/test";

import { emailedLink } from "./emails";
import { backend, hydrated, staffLogIn } from "./helpers";

// The footer's ad-choices link to the privacy request form, the opt-out applied to the visitor's
// consent at once, the emailed confirmation link, and staff reading the request with its due date.

/** The confirmation link emailed to an address (the file backend writes one file per message). */
async function confirmationLinkFor(email: string): Promise<string> {
  return emailedLink(email, /https?:\/\/\S+\/privacy-request\/confirm\/[A-Za-z0-9._:-]+\//, "a confirmation email");
}

test("a visitor limits the use of their data from the footer, confirms by email, and staff see it due in 15 business days", async ({
  page,
}) => {
  const email = `privacy.${Date.now()}@example.com`;

  // The footer's ad-choices link leads to the form with "limit" chosen.
  await page.goto("/");
  await hydrated(page);
  // The footer's Your Privacy Choices opens the consent panel once the page's script runs (a plain
  // link to the form before): either way the ad-choices link leads to the form.
  await page.getByRole("contentinfo").getByRole("link", { name: "Your Privacy Choices" }).click();
  const panelLink = page.getByRole("dialog").locator('a[href="/privacy-request/?preselected=limit"]');
  const formHeading = page.getByRole("heading", { level: 1, name: "Your Privacy Choices" });
  await expect(panelLink.or(formHeading)).toBeVisible();
  if (await panelLink.isVisible()) await panelLink.click();
  await expect(page).toHaveURL(/\/privacy-request\/\?preselected=limit$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your Privacy Choices" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const form = page.getByRole("form", { name: "Privacy request" });
  await expect(form.getByRole("radio", { name: /Limit the use of my sensitive information/ })).toBeChecked();

  // Sending it turns advertising off in this browser at once, before any confirmation.
  await form.getByLabel(/^Email address/).fill(email);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "We sent a link to" })).toContainText(email);
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === "rw_consent");
  expect(consent?.value).toBe("analytics=1&advertising=0");
  expect(consent?.sameSite).toBe("Lax");
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);

  // The emailed link confirms the request and says when it will be answered.
  const link = await confirmationLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your request is confirmed" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const due = await page.getByRole("status").locator("time").getAttribute("datetime");
  expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // 15 business days (Monday to Friday) from the shop's (New York) day of receipt: 19 to 21 days.
  const days = (Date.parse(due!) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
  expect(days).toBeGreaterThanOrEqual(18);
  expect(days).toBeLessThanOrEqual(21);
  expect([0, 6]).not.toContain(new Date(`${due}T12:00:00Z`).getUTCDay());
  // Opening it again changes nothing.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your request was already confirmed" })).toBeVisible();

  // Staff find it in the dashboard's customers menu, confirmed, with its due date.
  await staffLogIn(page);
  await page.goto(`${backend}/dashboard/privacy-requests/?status=open`);
  const row = page.locator("#privacy_requests tbody tr").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Limit the use of my sensitive information");
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText(due!);
});
