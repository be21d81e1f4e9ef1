import { fileURLToPath } from "node:url";

import { expect, type Page, test } from "@playwright/test";
import react from "@vitejs/plugin-react";
import { createViteServer } from "vitest/node";

/*
 * The shop's behaviour components in a real Chromium, for what jsdom
 * cannot show: computed styles, layout, real keyboard focus and scrolling. They are mounted by
 * e2e/behaviours/harness.tsx on a dev server of their own, not inside the shop's pages.
 */
const frontend = fileURLToPath(new URL("..", import.meta.url));
let server: Awaited<ReturnType<typeof createViteServer>>;
let origin = "";

test.beforeAll(async () => {
  server = await createViteServer({
    configFile: false,
    root: fileURLToPath(new URL("./behaviours", import.meta.url)),
    plugins: [react()],
    resolve: { alias: { "@": frontend } },
    // next/link reads these at run time, as Next's own build defines them (see next.config.ts).
    define: {
      "process.env.__NEXT_MANUAL_TRAILING_SLASH": "true",
      "process.env.__NEXT_LINK_NO_TOUCH_START": "false",
    },
    optimizeDeps: { include: ["react", "react-dom/client", "next/link", "next/navigation"] },
    server: { host: "127.0.0.1", port: 0, fs: { allow: [frontend] } },
    logLevel: "error",
  });
  await server.listen();
  origin = server.resolvedUrls?.local[0] ?? "";
});

test.afterAll(async () => {
  await server?.close();
});

async function openHarness(page: Page, query = "") {
  await page.goto(`${origin}${query}`);
  await expect(page.getByTestId("header")).toBeVisible();
}

test.describe("Button", () => {
  test("is 48 px high, 56 px from 1024 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await openHarness(page);
    const button = page.getByRole("button", { name: "Sold out" });
    expect((await button.boundingBox())?.height).toBe(48);

    await page.setViewportSize({ width: 1024, height: 800 });
    expect((await button.boundingBox())?.height).toBe(56);
  });

  test("changes colour on hover", async ({ page }) => {
    await openHarness(page);
    const button = page.getByRole("button", { name: "Add to cart" }).first();
    const background = () => button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const before = await background();

    await button.hover();

    await expect.poll(background).not.toBe(before);
  });

  test("loading: keeps its width, turns a spinner every 0.75 s and ignores the pointer", async ({ page }) => {
    await openHarness(page);
    const [idle, loading] = await page.getByRole("button", { name: "Add to cart" }).all();
    expect((await loading.boundingBox())?.width).toBe((await idle.boundingBox())?.width);
    await expect(loading).toHaveAttribute("aria-busy", "true");

    const spinner = loading.getByTestId("button-spinner");
    const animation = await spinner.evaluate((element) => {
      const style = getComputedStyle(element);
      return { duration: style.animationDuration, iterations: style.animationIterationCount };
    });
    expect(animation).toEqual({ duration: "0.75s", iterations: "infinite" });
    const angle = () => spinner.evaluate((element) => getComputedStyle(element).transform);
    const first = await angle();
    await expect.poll(angle).not.toBe(first);

    const pointerEvents = (name: string) =>
      page.getByRole("button", { name }).last().evaluate((element) => getComputedStyle(element).pointerEvents);
    expect(await pointerEvents("Add to cart")).toBe("none");
    expect(await pointerEvents("Sold out")).toBe("none");
    await loading.click({ force: true });
    await page.getByRole("button", { name: "Sold out" }).click({ force: true });
    await expect(page.getByTestId("clicks")).toHaveText("0");
    await idle.click();
    await expect(page.getByTestId("clicks")).toHaveText("1");
  });
});

test.describe("Modal", () => {
  test("keeps keyboard focus inside, closes on Escape and gives focus back to the opener", async ({ page }) => {
    await openHarness(page);
    const opener = page.getByRole("button", { name: "Open details" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Product details" });
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("textbox", { name: "Quantity" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Add to cart" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Add to cart" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("stops the page scrolling while open and lets it scroll again after", async ({ page }) => {
    await openHarness(page);
    await page.getByRole("button", { name: "Open details" }).click();
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 800);
    // A wheel that could scroll has done so by the second frame painted after it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press("Escape");
    // Scrolling comes back a moment after the dialog closes (focus is restored first), so keep
    // turning the wheel.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 800);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(0);
  });

  for (const [size, width] of [
    ["", 1200],
    ["?size=medium", 864],
    ["?size=small", 725],
  ] as const) {
    test(`is at most ${width} px wide${size ? ` (${size.slice(6)})` : ""}, layered at 15`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openHarness(page, size);
      await page.getByRole("button", { name: "Open details" }).click();
      const dialog = page.getByRole("dialog");

      expect((await dialog.boundingBox())?.width).toBe(width);
      expect(await dialog.evaluate((element) => getComputedStyle(element.parentElement!).zIndex)).toBe("15");
    });
  }

  test("full-screen mobile mode fills a phone's screen and takes the page's width away", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHarness(page, "?fullscreen");
    await page.getByRole("button", { name: "Open details" }).click();

    const box = await page.getByRole("dialog").boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(0);

    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(375);
  });
});

test("the scrolled marker appears past 85 px of real scrolling", async ({ page }) => {
  await openHarness(page);
  const header = page.getByTestId("header");

  await page.evaluate(() => window.scrollTo(0, 85));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 86));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("the quiz call to action hides for a visitor with results without moving the page", async ({ page }) => {
  await openHarness(page);
  const after = page.getByTestId("after-quiz");
  await expect(page.getByRole("link", { name: "Take the Quiz" })).toBeVisible();
  const placeWithout = await after.boundingBox();

  await page.evaluate(() => localStorage.setItem("quizResultsInfo", JSON.stringify(["RW-CORE-1"])));
  await page.reload();

  await expect(page.getByText("Take the Quiz")).toBeHidden();
  expect(await after.boundingBox()).toEqual(placeWithout);
});
