import { expect, test } from "@playwright/test";

import { skinSiteUrl } from "../lib/layout/skin-site";

test("the women's main header: site switcher, promo ribbon, navigation, logo and icons", async ({ page }) => {
  await page.goto("/");

  const sites = page.getByRole("navigation", { name: "Sites" });
  await expect(sites.getByRole("link", { name: "Women", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(sites.getByRole("link", { name: "Men", exact: true })).toHaveAttribute("href", "/men/");
  await expect(sites.getByRole("link", { name: "Skin" })).toHaveAttribute("href", skinSiteUrl());
  await expect(page.locator("[data-ribbon=promo]")).toContainText("$10 off your first subscription");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("button", { name: "Shop" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Science" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Results" })).toHaveAttribute("href", "/results/");
  // Contact Us is a desktop link too (spec §2 "Desktop navigation").
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us/");
  await expect(page.getByRole("link", { name: "Rootwell home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Log in to your account" })).toHaveAttribute(
    "href",
    "/customer/account/login/",
  );
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toHaveAttribute("href", "/checkout/cart/");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
});

test("the men's header: its own ribbon and navigation, the Account group only on mobile", async ({ page }) => {
  await page.goto("/men/");

  await expect(page.locator("[data-header=men]")).toBeVisible();
  await expect(page.locator("[data-ribbon]")).toContainText("Subscriptions ship free");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("button", { name: "Products" })).toBeVisible();
  for (const [name, href] of [
    ["Results", "/men/results/"],
    ["FAQ", "/men/faq/"],
    ["Stories", "/men/stories/"],
  ]) {
    await expect(main.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(main.getByRole("button", { name: "Account" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Rootwell home" })).toHaveAttribute("href", "/men/");
});

test("the Shop dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
  await page.goto("/");
  const shop = page.getByRole("button", { name: "Shop" });

  await shop.hover();

  await expect(shop).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator("#" + (await shop.getAttribute("aria-controls")));
  await expect(panel.getByRole("link", { name: "See All Products" })).toHaveAttribute("href", "/products/");
  await expect(panel.getByRole("link", { name: "Stress" })).toHaveAttribute("href", "/de-stress-hair-growth-duo/");
  await page.mouse.move(5, 600);
  await expect(shop).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
});

test("keyboard: focus opens the Science dropdown, Tab reaches its cards, Escape closes it", async ({ page }) => {
  await page.goto("/");
  const science = page.getByRole("button", { name: "Science" });

  await science.focus();
  await expect(science).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "/science/");
  await expect(page.locator(":focus")).toContainText("The Science");

  await page.keyboard.press("Escape");

  await expect(science).toHaveAttribute("aria-expanded", "false");
  await expect(science).toBeFocused();
});

test.describe("at 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile navigation opens, expands an accordion, hides the chat and closes on a desktop resize", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // Stands in for a support chat that a third-party script would add to the page.
    await page.evaluate(() => {
      const chat = document.createElement("button");
      chat.dataset.chatWidget = "";
      chat.textContent = "Chat with us";
      document.body.append(chat);
    });
    const burger = page.getByRole("button", { name: "Open menu" });

    await burger.click();

    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden();
    await expect(mobile.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/customer/account/login/");
    await expect(mobile.getByRole("link", { name: "Shop All Products" })).toHaveAttribute("href", "/products/");
    await expect(mobile.getByRole("link", { name: "Instagram" })).toBeVisible();
    const rootCause = mobile.getByRole("button", { name: "Shop by Root Cause" });
    await expect(mobile.getByRole("link", { name: "Gut Microbiome" })).toBeHidden();
    await rootCause.click();
    await expect(rootCause).toHaveAttribute("aria-expanded", "true");
    await expect(mobile.getByRole("link", { name: "Gut Microbiome" })).toBeVisible();
    for (const heading of ["Science", "Scalp Care"]) {
      await expect(mobile.getByRole("button", { name: heading })).toBeVisible();
    }

    await page.setViewportSize({ width: 1100, height: 844 });

    await expect(mobile).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the men's mobile navigation locks page scrolling while it is open", async ({ page }) => {
    await page.goto("/men/");
    const switchRow = page.getByRole("navigation", { name: "Sites" });
    // The men's quiz is live in the demo data: the switch row offers it.
    await expect(switchRow.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute("href", "/men/quiz/");

    await page.getByRole("button", { name: "Open menu" }).click();

    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await mobile.getByRole("button", { name: "Account" }).click();
    await expect(mobile.getByRole("link", { name: "Order History" })).toHaveAttribute("href", "/account/orders/");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });
});

test("the default footer: columns, social links, sitemap, privacy choices and the newsletter", async ({ page }) => {
  await page.goto("/science/");
  const footer = page.locator("footer[data-footer=default]");

  for (const column of ["Hair Wellness", "Company", "Legal"]) {
    await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
  }
  const company = footer.getByRole("navigation", { name: "Company" });
  const hrefs = await company.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    "/science/",
    "/ingredients/",
    "/clinical/",
    "/results/",
    "/partners/",
    "/faq/",
    "/contact-us/",
    "/press/",
    "/story/",
    "/service/",
    "/professionals/",
  ]);
  for (const network of ["Instagram", "TikTok", "Facebook", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: network })).toHaveAttribute("target", "_blank");
  }
  await expect(footer.getByRole("link", { name: "Sitemap" })).toHaveAttribute("href", "/sitemap.xml");
  await expect(footer.getByRole("link", { name: "Your Privacy Choices" })).toHaveAttribute(
    "href",
    "/privacy-request/?preselected=limit",
  );
  await expect(footer.getByRole("textbox", { name: /email/i })).toBeVisible();
});

test("the ribbon shows on the home page and is hidden on a partner page", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("[data-ribbon]")).toBeVisible();

  await page.goto("/partners/bloom-pilates/");

  await expect(page.locator("[data-header=main]")).toBeVisible();
  await expect(page.locator("[data-ribbon]")).toHaveCount(0);
});

test("an influencer page gets the simple header with Continue Shopping and the simple footer", async ({ page }) => {
  await page.goto("/influencer/ava-torres/");

  const header = page.locator("[data-header=simple]");
  await expect(header.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products/");
  await expect(header.getByRole("link", { name: "Rootwell home" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  const footer = page.locator("footer[data-footer=simple]");
  await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toBeVisible();
  await expect(footer.getByRole("navigation", { name: "Company" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
