import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";

import { demoCustomerToken, signInWithToken, sitemapPaths } from "./shop-api";

// No dead ends (DESIGN "Standards"): every internal link on every page the sitemap lists (signed
// out) and on the account home (signed in as the demo customer) leads somewhere that answers. The
// pages are visited once to read their links; the links themselves are only requested.

/** Links not requested: following them changes the session they are read in. */
const NOT_REQUESTED = ["/logout/"];

/** Pages visited, and links requested, at the same time (the machine is shared: keep it modest). */
const PAGE_CONCURRENCY = 2;
const CONCURRENCY = 4;
const MAX_REDIRECTS = 5;

type Found = Map<string, string>; // link -> the first page it was found on

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** Visits each path in its own tab and records the shop's own links on it (path and query). */
async function collectLinks(context: BrowserContext, paths: string[], origin: string, found: Found): Promise<void> {
  await eachLimited(paths, PAGE_CONCURRENCY, async (path) => {
    const page = await context.newPage();
    try {
      // A render that timed out waiting for a busy backend is tried once more.
      let response = await page.goto(path);
      if ((response?.status() ?? 500) >= 500) response = await page.goto(path);
      expect(response?.status(), `${path} answers`).toBeLessThan(400);
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const link = url.pathname + url.search;
        if (!found.has(link)) found.set(link, path);
      }
    } finally {
      await page.close();
    }
  });
}

/** The status a link ends on: redirects within the shop are followed; one out of it is fine. */
async function finalStatus(request: APIRequestContext, link: string, origin: string): Promise<number> {
  let url = new URL(link, origin);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await request.get(url.href, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (response.status() < 300 || response.status() >= 400 || !location) return response.status();
    url = new URL(location, url);
    if (url.origin !== origin) return response.status();
  }
  return 0; // a redirect loop
}

async function deadLinks(request: APIRequestContext, found: Found, origin: string): Promise<string[]> {
  const dead: string[] = [];
  const links = [...found.keys()].filter((link) => !NOT_REQUESTED.some((path) => link.startsWith(path)));
  const failed: string[] = [];
  await eachLimited(links, CONCURRENCY, async (link) => {
    const status = await finalStatus(request, link, origin);
    if (status === 0 || status >= 400) failed.push(link);
  });
  // Each failure is asked again, alone: a dead link fails twice, a busy moment does not.
  for (const link of failed) {
    const status = await finalStatus(request, link, origin);
    if (status === 0 || status >= 400) dead.push(`${link} (on ${found.get(link)}) answered ${status || "a redirect loop"}`);
  }
  return dead.sort();
}

test("every link on the sitemap's pages leads somewhere, signed out", async ({ context, request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const pages = await sitemapPaths(request);
  // The demo data has dozens of pages: a short sitemap would prove little.
  expect(pages.length).toBeGreaterThan(30);

  const found: Found = new Map();
  await collectLinks(context, pages, origin, found);
  expect(found.size).toBeGreaterThan(pages.length / 2);

  const dead = await deadLinks(context.request, found, origin);
  expect(dead, `Links that lead nowhere:\n${dead.join("\n")}`).toEqual([]);
});

test("every link on the account home leads somewhere, signed in", async ({ context, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const page = await context.newPage();
  await signInWithToken(page, await demoCustomerToken(request), baseURL!);

  const found: Found = new Map();
  await collectLinks(context, ["/account/"], origin, found);
  // The account menu's entries at least, and they are requested signed in.
  expect([...found.keys()]).toContain("/account/orders/");

  const dead = await deadLinks(context.request, found, origin);
  expect(dead, `Links that lead nowhere:\n${dead.join("\n")}`).toEqual([]);
});
