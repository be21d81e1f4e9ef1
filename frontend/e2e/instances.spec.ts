import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";
import Redis from "ioredis";

import { freePort, startPrivateRedis } from "../server/private-redis.mjs";

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

test("a publish on the CMS reaches every storefront instance within a second", async ({ page }) => {
  test.slow();
  const [one, two] = storefronts;
  const path = ARTICLE_PATH;

  // The first instance renders the article; the second serves that same rendering from Redis.
  const title = (await heading(one, path))!;
  expect(title).toMatch(/drug-free/);
  const fromTwo = await fetch(`${two.url}${path}`);
  expect(fromTwo.headers.get("x-nextjs-cache")).toBe("HIT");
  const inspector = new Redis(redis.url);
  const cached = await inspector.keys("rootwell:next:entry:*/$/faq/is-rootwell-drug-free");
  inspector.disconnect();
  expect(cached).toHaveLength(1);

  // An editor publishes a new title through the CMS; its webhook reaches the first instance only.
  const newTitle = `Is Rootwell drug-free? Yes, entirely (${Date.now()})`;
  await page.goto(`${backend.url}/cms/login/`);
  await page.getByLabel("Email").fill("staff@rootwell.example");
  await page.getByLabel("Password").fill("rootwell-staff");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.goto(`${backend.url}/cms/pages/search/?q=drug-free`);
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await page.locator("#id_title").fill(newTitle);
  await page.getByRole("button", { name: "More actions" }).click();
  const clicked = Date.now();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/has been published/)).toBeVisible();
  const published = Date.now();

  // Both instances serve it: each sends the first shopper after the publish the page it replaces
  // while rendering it again, so "at once" means one render after the publish, on every instance.
  const seenAfter = new Map<Server, number>();
  while (seenAfter.size < 2 && Date.now() - published < 10_000) {
    for (const storefront of [one, two]) {
      if (!seenAfter.has(storefront) && (await heading(storefront, path)) === newTitle) {
        seenAfter.set(storefront, Date.now() - published);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(
    `Publish confirmed ${published - clicked} ms after the click; then served by the instance told after ` +
      `${seenAfter.get(one)} ms, by the other after ${seenAfter.get(two)} ms`,
  );
  expect(seenAfter.size, "both instances serve the published change").toBe(2);
  // Consistent within a second: the instance never told lags the one told by less than that.
  expect(Math.abs(seenAfter.get(two)! - seenAfter.get(one)!)).toBeLessThan(1_000);
});
