import { expect, type Page, test } from "@playwright/test";

import { backend, publishInCms, staffCmsLogIn } from "./helpers";

async function signInToCms(page: Page) {
  await staffCmsLogIn(page);
  await expect(page.getByRole("link", { name: "Ribbons" })).toBeVisible();
}

/** In the CMS, sets a page's header and footer on its Promote tab and publishes it. */
async function publishLayout(page: Page, title: string, header: string, footer: string) {
  await signInToCms(page);
  await page.goto(`${backend}/cms/pages/search/?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title }).first().click();
  await page.getByRole("tab", { name: "Promote" }).click();
  await page.getByLabel("Header type").selectOption({ label: header });
  await page.getByLabel("Footer type").selectOption({ label: footer });
  await publishInCms(page);
}

async function eventually(shopper: Page, check: () => Promise<unknown>, expected: unknown) {
  await expect
    .poll(
      async () => {
        await shopper.reload();
        return check();
      },
      { timeout: 10_000 },
    )
    .toEqual(expected);
}

test("a marketer rewrites the ribbon in the CMS and shoppers see it without a restart", async ({ page, browser }) => {
  const shopper = await browser.newPage();
  await shopper.goto("/science/");
  await expect(shopper.locator("[data-ribbon]")).toContainText("$10 off your first subscription");

  await signInToCms(page);
  await page.getByRole("link", { name: "Ribbons" }).click();
  await page.getByRole("link", { name: "Welcome offer" }).first().click();
  const editor = page.locator(".DraftEditor-root [contenteditable=true]");
  // The rich-text editor starts up after the page loads; type once it has taken the focus.
  await expect(async () => {
    await editor.click();
    await expect(editor).toBeFocused({ timeout: 1_000 });
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Delete");
    await page.keyboard.type("Spring sale: 20% off every 6-month plan");
    await expect(editor).toHaveText("Spring sale: 20% off every 6-month plan", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The editor writes its content into the form field a moment later; save once it has.
  await expect(page.locator("input[name=ribbon_text]")).toHaveValue(/Spring sale/);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/updated/i).first()).toBeVisible();

  await eventually(shopper, () => shopper.locator("[data-ribbon]").innerText(), "Spring sale: 20% off every 6-month plan");
});

test("a marketer gives a page the really-simple header and no footer; the storefront follows", async ({
  page,
  browser,
}) => {
  const shopper = await browser.newPage();
  await shopper.goto("/faq/");
  await expect(shopper.locator("[data-header=main]")).toBeVisible();
  await expect(shopper.locator("footer")).toBeVisible();

  await publishLayout(page, "Frequently Asked Questions", "Really Simple Header", "None");

  await eventually(
    shopper,
    async () => [
      await shopper.locator("[data-header]").getAttribute("data-header"),
      await shopper.locator("footer").count(),
      await shopper.getByRole("navigation", { name: "Main" }).count(),
    ],
    ["really-simple", 0, 0],
  );
  // The really-simple header keeps a promotional ribbon and the logo, nothing else.
  await expect(shopper.locator("[data-ribbon=promo]")).toBeVisible();
  await expect(shopper.getByRole("link", { name: "Rootwell home" })).toBeVisible();
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
});

test("a marketer removes the header and picks the really-simple footer; the storefront follows", async ({
  page,
  browser,
}) => {
  const shopper = await browser.newPage();
  await shopper.goto("/men/faq/");
  await expect(shopper.locator("[data-header=men]")).toBeVisible();

  await publishLayout(page, "Men's FAQ", "None", "Really Simple Footer");

  await eventually(
    shopper,
    async () => [
      await shopper.locator("[data-header]").count(),
      await shopper.locator("footer").getAttribute("data-footer"),
    ],
    [0, "really_simple"],
  );
  await expect(shopper.locator("footer")).toContainText("Rootwell");
  await expect(shopper.locator("footer").getByRole("link")).toHaveCount(0);
});
