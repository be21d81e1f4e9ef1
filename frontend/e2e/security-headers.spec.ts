import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";

import { securitySettings } from "../server/csp.mjs";
import { hydrated } from "./helpers";
import { demoCustomerToken, newCustomerToken, signInWithToken } from "./shop-api";

// The storefront's security headers on a public page, an account page and the preview route; a
// fresh script nonce on every response of a cached page; the secret placeholder nonce in no header
// or body of any kind of route; injected inline script refused; only the CMS may frame the preview
// route, and nothing may frame the rest.

const backendPort = process.env.E2E_BACKEND_PORT ?? 8100;
const cms = `http://127.0.0.1:${backendPort}`;
// The same backend under another name: another origin, as a stranger's site would be.
const stranger = `http://localhost:${backendPort}`;
// The storefront under test runs with this environment's secret (playwright.config.ts).
const { placeholder } = securitySettings();

function nonceOf(response: APIResponse): string {
  const match = /script-src 'nonce-([A-Za-z0-9_-]+)' 'strict-dynamic'/.exec(response.headers()["content-security-policy"]);
  expect(match, "the policy allows scripts by nonce only").not.toBeNull();
  return match![1];
}

/** Every script the page runs carries its response's nonce; JSON-LD data blocks run nothing. */
async function expectEveryScriptNonced(response: APIResponse) {
  const html = await response.text();
  const nonce = nonceOf(response);
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts.filter((script) => !script.includes('type="application/ld+json"'))) {
    expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(html).not.toContain(placeholder);
}

/** The response to a request and to each redirect it leads to on the storefront. */
async function responsesOf(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const responses: APIResponse[] = [];
  for (let url: string | undefined = path; url && responses.length < 5; ) {
    const response: APIResponse = await request.get(url, { headers, maxRedirects: 0 });
    responses.push(response);
    const location: string | undefined = response.headers()["location"];
    url = location?.startsWith("/") ? location : undefined;
  }
  return responses;
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=(self)"]) {
    expect(headers["permissions-policy"]).toContain(feature);
  }
  // http:// here: HSTS is only for a storefront whose SITE_URL is https.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** CSP violations the page reports, as the browser's console and its events tell them. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("a cached public page gets a fresh nonce on every response and may not be framed", async ({ request }) => {
  await request.get("/science/"); // into the cache
  const first = await request.get("/science/");
  const second = await request.get("/science/");

  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    expect(["HIT", "STALE"]).toContain(response.headers()["x-nextjs-cache"]);
    expectCommonHeaders(response);
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["content-security-policy"]).toContain("object-src 'none'");
    expect(response.headers()["etag"]).toBeUndefined();
    await expectEveryScriptNonced(response);
  }
  expect(nonceOf(first)).not.toBe(nonceOf(second));
});

test("no route sends the placeholder nonce, and a stylesheet preload carries its page's nonce", async ({ request }) => {
  const signedIn = { cookie: `token=${await newCustomerToken(request)}; logged_in=1` };
  // One route of each kind, as a shopper's browser asks for it (redirects followed).
  const routes: [string, Record<string, string>][] = [
    ["/", {}],
    ["/science/", {}],
    ["/products/", {}],
    ["/rootwell-core-for-women/", {}],
    ["/checkout/cart/", {}],
    ["/checkout/", {}],
    ["/hma-intake/", {}],
    ["/account/", signedIn],
    ["/hma-intake/", signedIn],
    ["/preview/?token=expired", {}],
    [`/no-such-page-${Date.now()}/`, {}],
    // A client-side navigation's request (Next redirects it to its cache-busting address first).
    ["/science/", { RSC: "1" }],
  ];
  const leaks: string[] = [];
  const preloads: string[] = [];
  const mismatched: string[] = [];
  for (const [path, headers] of routes) {
    for (const response of await responsesOf(request, path, headers)) {
      const as = headers === signedIn ? " signed in" : headers.RSC ? " as RSC" : "";
      const where = `${path}${as} -> ${response.status()} ${new URL(response.url()).pathname}`;
      for (const { name, value } of response.headersArray()) {
        if (`${name}: ${value}`.includes(placeholder)) leaks.push(`${where}: header ${name}`);
      }
      if ((await response.body()).includes(placeholder)) leaks.push(`${where}: body`);

      const link = response.headers()["link"] ?? "";
      const linked = Array.from(link.matchAll(/nonce="([^"]*)"/g), (match) => match[1]);
      if (linked.length === 0) continue;
      preloads.push(where);
      // The policy's style-src-elem nonce: a stylesheet preloaded with another is fetched twice.
      const nonce = /style-src-elem 'self' 'nonce-([A-Za-z0-9_-]+)'/.exec(response.headers()["content-security-policy"])?.[1];
      if (linked.some((linkedNonce) => linkedNonce !== nonce)) mismatched.push(`${where}: ${linked} under ${nonce}`);
    }
  }

  expect(leaks, "headers and bodies carrying the placeholder").toEqual([]);
  expect(mismatched, "Link headers whose nonce is not the policy's").toEqual([]);
  expect(preloads, "the checkout preloads its stylesheets with a nonce").toContainEqual(expect.stringMatching(/^\/checkout\/ -> 200/));
});

test("a client's own policy header cannot choose the nonce", async ({ request }) => {
  const response = await request.get("/science/", {
    headers: { "content-security-policy": "script-src 'nonce-chosenbytheclient'" },
  });

  expect(nonceOf(response)).not.toBe("chosenbytheclient");
  expect(await response.text()).not.toContain("chosenbytheclient");
});

test("the shop's own scripts run and an injected inline script does not", async ({ page }) => {
  const violations = watchViolations(page);
  // Script slipped into the page on its way, as content would carry it: one plain, one guessing a
  // nonce, one with the nonce of another response.
  const other = await page.request.get("/science/");
  const stolen = nonceOf(other);
  await page.route("**/science/", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    const html = (await response.text()).replace(
      "</body>",
      `<script>window.injected = 1</script><script nonce="guess">window.injected = 2</script>` +
        `<script nonce="${stolen}">window.injected = 3</script></body>`,
    );
    await route.fulfill({ status: response.status(), headers, body: html });
  });

  await page.goto("/science/");
  await hydrated(page);

  expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  expect(violations.filter((text) => text.includes("inline script"))).toHaveLength(3);
});

test("a signed-in customer's account page carries the headers and runs without violations", async ({ page, baseURL }) => {
  await signInWithToken(page, await demoCustomerToken(page.request), baseURL!);
  const violations = watchViolations(page);

  const response = await page.request.get("/account/");
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  expect(response.headers()["x-frame-options"]).toBe("DENY");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expectEveryScriptNonced(response);

  await page.goto("/account/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(page);
  expect(violations).toEqual([]);
});

test("the preview route may be framed by the CMS only, and the shop's pages by nobody", async ({ page, baseURL }) => {
  const preview = await page.request.get("/preview/?token=expired");
  expectCommonHeaders(preview);
  expect(preview.headers()["x-frame-options"]).toBeUndefined();
  expect(preview.headers()["content-security-policy"]).toMatch(new RegExp(`frame-ancestors ${cms}(;|$)`));
  await expectEveryScriptNonced(preview);

  // From the CMS's origin, as its preview panel does, and from another origin. A refused frame
  // shows the browser's error page instead.
  const frameUrl = (name: string) => page.frames().find((frame) => frame.name() === name)?.url() ?? "";
  for (const origin of [cms, stranger]) {
    await page.goto(`${origin}/cms/login/`);
    await page.evaluate((shop) => {
      for (const [name, path] of [["preview", "/preview/?token=expired"], ["page", "/science/"]]) {
        const frame = document.createElement("iframe");
        frame.name = name;
        frame.src = `${shop}${path}`;
        document.body.append(frame);
      }
    }, baseURL!);
    await expect.poll(() => frameUrl("page")).toMatch(/^chrome-error:/);
    if (origin === cms) {
      await expect(page.frameLocator("iframe[name=preview]").getByRole("heading", { name: "This preview has expired" })).toBeVisible();
    } else {
      await expect.poll(() => frameUrl("preview")).toMatch(/^chrome-error:/);
    }
  }
});
