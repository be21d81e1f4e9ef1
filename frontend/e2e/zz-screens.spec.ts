import { expect, test } from "@playwright/test";

// Temporary: screenshots of the consent panel and the lead modal (not committed).
for (const [label, size] of [["360", { width: 360, height: 740 }], ["desktop", { width: 1280, height: 800 }]] as const) {
  test(`screens ${label}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.route("**/api/events/", (route) => route.fulfill({ status: 202, body: "{}" }));
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe("manual");
    await page.getByRole("link", { name: "Your Privacy Choices" }).click();
    const panel = page.getByRole("dialog", { name: "Your Privacy Choices" });
    await expect(panel).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/tracker-shots/consent-${label}.png` });
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    const modal = page.getByRole("dialog", { name: "Get $10 off your first subscription" });
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new MouseEvent("mouseout", { clientY: 0, relatedTarget: null })));
      await expect(modal).toBeVisible({ timeout: 500 });
    }).toPass();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/tracker-shots/lead-${label}.png` });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  });
}
