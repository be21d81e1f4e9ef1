import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";
import Redis from "ioredis";

import { freePort, startPrivateRedis } from "../server/private-redis.mjs";
import { publishInCms, staffCmsLogIn } from "./helpers";

// Production runs several storefront and backend instances (docker-compose.yml). Here: two
// storefronts sharing a Redis of their own, and one more backend on the suite's database, whose
// publish webhook reaches the first storefront only, as a load balancer would deliver it.

const frontendDir = fileURLToPath(new URL("..", import.meta.url));
const ARTICLE_PATH = "/faq/is-rootwell-drug-free/";

type Server = { url: string; process: ChildProcess };

async function answers(url: string, timeoutMs: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${url} exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// A server's output is shown only if it fails to start: the backend logs every request.
function start(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const server = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk).slice(-4000));
  server.stdout!.on("data", keep);
  server.stderr!.on("data", keep);
  server.once("exit", (code) => code && console.error(`${command} ${args.join(" ")} exited (${code}):\n${output}`));
  return server;
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  await exited;
}

async function startStorefront(port: number, backendUrl: string, redisUrl: string): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const server = start("node", ["server.mjs"], frontendDir, {
    PORT: String(port),
    BACKEND_URL: backendUrl,
    SITE_URL: url,
    REDIS_URL: redisUrl,
    NEXT_TELEMETRY_DISABLED: "1",
  });
  await answers(`${url}/api/health`, 60_000, server);
  return { url, process: server };
}

async function startBackend(port: number, storefrontUrl: string): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const server = start("bash", ["scripts/e2e-backend.sh"], `${frontendDir}/..`, {
    E2E_BACKEND_PORT: String(port),
    E2E_SHARED_DATABASE: "1",
    FRONTEND_URL: storefrontUrl,
  });
  await answers(`${url}/healthz`, 60_000, server);
  return { url, process: server };
}

/** The page's main heading as the storefront serves it to a shopper. */
async function heading(storefront: Server, path: string): Promise<string | undefined> {
  const html = await (await fetch(`${storefront.url}${path}`)).text();
  return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
}

/** The FAQ index's link to the article, as the storefront serves the index. */
async function listedTitle(storefront: Server): Promise<string | undefined> {
  const html = await (await fetch(`${storefront.url}/faq/`)).text();
  return html.match(/href="\/faq\/is-rootwell-drug-free\/">([^<]*)</)?.[1];
}

/** Milliseconds since `since` until `read` returns `expected`, asking every 50 ms for 8 s at most
 * (a page's own refresh period is 60 s: one that is only refreshed by time fails this). */
async function msUntil(read: () => Promise<string | undefined>, expected: string, since: number): Promise<number> {
  while (Date.now() - since < 8_000) {
    if ((await read()) === expected) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still not "${expected}" after 8 s`);
}

let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let storefronts: Server[] = [];
let backend: Server;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startPrivateRedis();
  const [backendPort, onePort, twoPort] = [await freePort(), await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  [backend, ...storefronts] = await Promise.all([
    startBackend(backendPort, `http://127.0.0.1:${onePort}`),
    startStorefront(onePort, backendUrl, redis.url),
    startStorefront(twoPort, backendUrl, redis.url),
  ]);
});

test.afterAll(async () => {
  await Promise.all([backend, ...storefronts].map(stop));
  await redis?.stop();
});

test("a publish on the CMS reaches every storefront instance, not only the one its webhook reached", async ({
  page,
}) => {
  test.slow();
  const [one, two] = storefronts;

  // The first instance renders the article and the FAQ index; the second serves those renderings from Redis.
  const title = (await heading(one, ARTICLE_PATH))!;
  expect(title).toMatch(/drug-free/);
  expect(await listedTitle(one)).toBe(title);
  const fromTwo = await fetch(`${two.url}${ARTICLE_PATH}`);
  expect(fromTwo.headers.get("x-nextjs-cache")).toBe("HIT");
  expect(await listedTitle(two)).toBe(title);
  const inspector = new Redis(redis.url);
  const cached = await inspector.keys("rootwell:next:entry:*/$/faq/is-rootwell-drug-free");
  expect(cached).toHaveLength(1);
  // Any address can be asked for: a not-found page is kept a minute, so random ones cannot fill Redis.
  const missing = `no-such-page-${Date.now()}`;
  expect((await fetch(`${one.url}/${missing}/`)).status).toBe(404);
  const [miss] = await inspector.keys(`rootwell:next:entry:*/$/${missing}`);
  expect(await inspector.ttl(miss)).toBeGreaterThan(0);
  expect(await inspector.ttl(miss)).toBeLessThanOrEqual(60);
  inspector.disconnect();

  // An editor publishes a new title through the CMS; its webhook reaches the first instance only.
  const newTitle = `Is Rootwell drug-free? Yes, entirely (${Date.now()})`;
  await staffCmsLogIn(page, backend.url);
  await page.goto(`${backend.url}/cms/pages/search/?q=drug-free`);
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await page.locator("#id_title").fill(newTitle);
  await publishInCms(page);
  const published = Date.now();

  // The published page itself is never served from before the publish, by either instance: the
  // first answer of the one never told is already the new page (rendered for it).
  expect(await heading(two, ARTICLE_PATH)).toBe(newTitle);
  const articleOnTwo = Date.now() - published;
  expect(await heading(one, ARTICLE_PATH)).toBe(newTitle);
  // Other pages naming it are refreshed the way a single instance refreshes them (the first answer
  // after a publish may still be the one cached while it renders again), here on the one never told.
  const indexOnTwo = await msUntil(() => listedTitle(two), newTitle, published);
  const indexOnOne = await msUntil(() => listedTitle(one), newTitle, published);
  console.log(
    `After the publish: the article served anew by the instance not told in ${articleOnTwo} ms; ` +
      `the FAQ index in ${indexOnTwo} ms there and ${indexOnOne} ms on the instance told`,
  );
  expect(articleOnTwo).toBeLessThan(8_000);
});
