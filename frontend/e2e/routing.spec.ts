import { expect, type Page, test } from "@playwright/test";

// Through the CSSOM: the pages' Content-Security-Policy refuses a style element without its nonce.
const makeTall = (page: Page) => page.evaluate(() => document.querySelector("main")!.style.setProperty("min-height", "6000px"));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const variant = (page: Page) => page.locator("html").getAttribute("data-brand-variant");

test("route changes scroll to the top, and going back restores where the visitor was", async ({ page }) => {
  await page.goto("/science/");
  // Both are set once the page has hydrated; scrolling before then would not be remembered.
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe("manual");
  await expect.poll(() => variant(page)).toBe("master");
  await makeTall(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  // The position is remembered on the next frame; going on before then would leave it unsaved.
  await expect
    .poll(() => page.evaluate(() => Object.values(JSON.parse(sessionStorage.getItem("scrollPositions") ?? "{}"))))
    .toContain(600);

  // A click through the sticky header would scroll it into view first, so dispatch it.
  await page.getByRole("navigation", { name: "Sites" }).getByRole("link", { name: "Men", exact: true }).dispatchEvent("click");

  await expect(page).toHaveURL(/\/men\/$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect.poll(() => variant(page)).toBe("men");
  await page.goBack();
  await expect(page).toHaveURL(/\/science\/$/);
  await makeTall(page);
  await expect.poll(() => scrollY(page)).toBe(600);
});

test("the header gets its scrolled marker past 85 px", async ({ page }) => {
  await page.goto("/science/");
  await makeTall(page);
  const header = page.locator("[data-header=main]");
  await expect(header).not.toHaveAttribute("data-scrolled", /.*/);

  await page.evaluate(() => window.scrollTo(0, 200));

  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toBeInViewport();
});

test("the app variant is chosen by utm_medium=app and remembered for the session", async ({ page }) => {
  await page.goto("/science/?utm_medium=app");
  await expect.poll(() => variant(page)).toBe("app");

  await page.goto("/results/");

  await expect.poll(() => variant(page)).toBe("app");
});

test("tracking pages ask for no scroll restoration, padding and the white header", async ({ page }) => {
  await page.goto("/tracking/");

  await expect(page.locator("main")).toHaveAttribute("data-scroll-restoration", "off");
  await expect(page.locator("main")).toHaveCSS("padding-top", /^(25|50)px$/);
  await expect(page.locator("[data-header=main]")).toHaveCSS("background-color", "rgb(255, 255, 255)");
});
