import { expect, type Page, test } from "@playwright/test";

import { backend } from "./helpers";
import { api, signInWithToken, sitemapPaths, subscribedCustomer } from "./shop-api";

// No page of the shop may be wider than a phone (DESIGN "Budgets"): every page the storefront's
// sitemap lists, the cart, checkout and sign-in pages, and the signed-in account area, at 360 px.
// The sweep is driven by the sitemap and by the account area's own links, so pages added later are
// swept too. E2E_OVERFLOW_WIDTHS=360,390,768 sweeps more widths.

const WIDTHS = (process.env.E2E_OVERFLOW_WIDTHS ?? "360").split(",").map(Number);
const PHONE_HEIGHT = 740;

/** Pages a visitor reaches that no sitemap lists (commerce and access pages, the 404 pages). */
const SIGNED_OUT_PAGES = [
  "/checkout/cart/",
  "/customer/account/login/",
  "/customer/account/create/",
  "/customer/account/forgotpassword/",
  "/no-such-page/",
  "/men/no-such-page/",
];

/** Most account pages are found by following the area's links; these name the ones that must be swept. */
const accountPages = (subscriptionId: number) => [
  "/account/",
  "/account/orders/",
  "/account/subscriptions/",
  `/account/subscriptions/${subscriptionId}/`,
  `/account/subscriptions/${subscriptionId}/change-frequency/`,
  `/account/subscriptions/${subscriptionId}/change-shipment-date/`,
  `/account/subscriptions/${subscriptionId}/edit-address/`,
  `/account/subscriptions/${subscriptionId}/edit-products/`,
  "/account/profile/",
  "/account/profile/shipping/",
  "/account/profile/shipping/add/",
  "/account/profile/payment/",
  "/account/profile/payment/add/",
  "/account/rewards/",
  "/checkout/cart/",
  "/checkout/",
];

/** At most this many account pages: the crawl must end even if links multiply. */
const MAX_ACCOUNT_PAGES = 60;

type Overflow = { scrollWidth: number; viewport: number; widest: string; outermost: string };

/**
 * Measured in the page: whether the document is wider than the viewport, and if so which element
 * is the widest of those reaching past its right edge (and which reaches furthest). Elements inside
 * a container that scrolls or clips sideways (the account menu) cannot widen the page and are not
 * counted.
 */
function measureOverflow(): Overflow | null {
  const viewport = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= viewport) return null;

  const clippedByAncestor = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible") return true;
    }
    return false;
  };
  const describe = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const classes = Array.from(element.classList, (name) => `.${name}`).join("");
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${classes}> "${text}" (${Math.round(rect.width)} px wide, right edge at ${Math.round(rect.right)} px)`;
  };

  const offenders = Array.from(document.body.querySelectorAll("*")).filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.right > viewport + 0.5 && rect.width > 0 && !clippedByAncestor(element);
  });
  if (offenders.length === 0) return { scrollWidth, viewport, widest: "(no element found)", outermost: "" };
  const width = (element: Element) => element.getBoundingClientRect().width;
  const right = (element: Element) => element.getBoundingClientRect().right;
  const widest = offenders.reduce((best, element) => (width(element) > width(best) ? element : best));
  const outermost = offenders.reduce((best, element) =>
    right(element) > right(best) || (right(element) === right(best) && width(element) < width(best)) ? element : best,
  );
  return { scrollWidth, viewport, widest: describe(widest), outermost: describe(outermost) };
}

/** Links on the page into the account area (not out of it, not Log Out). */
async function accountLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href^='/account/']").evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  return hrefs;
}

class Sweep {
  readonly failures: string[] = [];
  readonly visited = new Set<string>();

  constructor(private readonly page: Page) {}

  /** Visits `path` at each width and records any page wider than the viewport, or a page that fails. */
  async visit(path: string, label = path): Promise<void> {
    this.visited.add(path);
    for (const width of WIDTHS) {
      await this.page.setViewportSize({ width, height: PHONE_HEIGHT });
      const response = await this.page.goto(path);
      const status = response?.status() ?? 0;
      const expectedMissing = path.includes("no-such-page");
      if (!expectedMissing && status >= 400) {
        this.failures.push(`${label}: answered ${status}`);
        continue;
      }
      await this.page.evaluate(() => document.fonts.ready);
      const overflow = await this.page.evaluate(measureOverflow);
      if (overflow) {
        this.failures.push(
          `${label} at ${width} px is ${overflow.scrollWidth} px wide; widest offending element ${overflow.widest}` +
            (overflow.outermost && overflow.outermost !== overflow.widest ? `; furthest out ${overflow.outermost}` : ""),
        );
      }
    }
  }
}

test("no page is wider than a 360 px phone, signed out or signed in", async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const sweep = new Sweep(page);

  const publicPages = await sitemapPaths(request);
  // The demo data has dozens of pages: a short sitemap means the sweep would prove little.
  expect(publicPages.length).toBeGreaterThan(30);
  for (const path of [...publicPages, ...SIGNED_OUT_PAGES]) await sweep.visit(path);

  // A customer with an order, a subscription, two addresses and a card, and two lines in the cart
  // (the cart and checkout pages are at their widest with lines).
  const customer = await subscribedCustomer(request, backend);
  await api(request, customer.token, "AddProductsToCart", {
    cartItems: [
      { sku: "RW-CORE-W-1M-S01", quantity: 1 },
      { sku: "RW-CORE-W-N01", quantity: 2 },
    ],
  });
  await signInWithToken(page, customer.token, baseURL!);

  const queue = accountPages(customer.subscriptionId);
  const seen = new Set(queue);
  while (queue.length > 0 && sweep.visited.size < publicPages.length + SIGNED_OUT_PAGES.length + MAX_ACCOUNT_PAGES) {
    const path = queue.shift()!;
    await sweep.visit(path, `${path} (signed in)`);
    if (!path.startsWith("/account/")) continue;
    for (const link of await accountLinks(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  // The crawl reached an order's page and the saved address's and card's edit pages.
  const accountVisited = [...sweep.visited].filter((path) => path.startsWith("/account/"));
  expect(accountVisited).toContainEqual(expect.stringMatching(/^\/account\/orders\/[^/]+\/$/));
  expect(accountVisited).toContainEqual(expect.stringMatching(/^\/account\/profile\/shipping\/\d+\/edit\/$/));
  expect(accountVisited).toContainEqual(expect.stringMatching(/^\/account\/profile\/payment\/[^/]+\/edit\/$/));

  expect(sweep.failures, `Pages wider than the viewport:\n${sweep.failures.join("\n")}`).toEqual([]);
});
