// What the security headers cost a cached page's time to first byte: one Next app (this build)
// behind two servers in a child process, one as Next serves alone (its own gzip, no headers), one
// as server.mjs serves (server/csp.mjs: headers, a fresh nonce written into the page, then gzip),
// both asked for the same cached pages with gzip accepted, interleaved so that drift hits both.
// Budget: the median with the headers under 10 ms. Any server sharing the page cache must hand Next
// the placeholder nonce, as both do here. The backend must be up (BACKEND_URL) for the
// first renders. Usage: node scripts/bench-security-headers.mjs [path ...]
import { spawn } from "node:child_process";
import http from "node:http";
import { createRequire } from "node:module";

const SAMPLES = Number(process.env.SECURITY_HEADERS_BENCH_SAMPLES ?? 300);
const BUDGET_MS = 10;

if (process.argv[2] === "--serve") {
  process.env.NODE_ENV = "production";
  const { default: next } = await import("next");
  const { secureExchange, securitySettings } = await import("../server/csp.mjs");
  const compression = createRequire(import.meta.url)("next/dist/compiled/compression");
  const app = next({ dev: false, dir: new URL("..", import.meta.url).pathname });
  const handle = app.getRequestHandler();
  await app.prepare();
  const settings = securitySettings();
  const gzip = compression();
  const servers = {
    // The placeholder goes in all the same: both servers share this build's page cache, and a page
    // rendered without it would reach shoppers with scripts their policy refuses.
    "without headers": (request, response) => {
      request.headers["content-security-policy"] = `script-src 'nonce-${settings.placeholder}'`;
      gzip(request, response, () => handle(request, response));
    },
    "with headers": (request, response) => {
      secureExchange(request, response, settings);
      handle(request, response);
    },
  };
  const ports = {};
  for (const [kind, listener] of Object.entries(servers)) {
    const server = http.createServer(listener);
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    ports[kind] = server.address().port;
  }
  console.log(JSON.stringify(ports));
} else {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/science/", "/rootwell-core-for-women/"];
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, "--serve"], { stdio: ["ignore", "pipe", "inherit"] });
  const ports = await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n").find((text) => text.startsWith("{"));
      if (line) resolve(JSON.parse(line));
    });
    child.on("exit", (code) => reject(new Error(`the benchmark's servers stopped (${code})`)));
  });
  let within = true;
  try {
    for (const path of paths) within = (await measure(path, ports)) && within;
  } finally {
    child.kill();
  }
  process.exit(within ? 0 : 1);
}

function ttfb(port, path, agent) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get({ host: "127.0.0.1", port, path, agent, headers: { "accept-encoding": "gzip" } }, (response) => {
      response.once("data", () => {
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        response.resume();
        response.on("end", () => resolve({ elapsed, response }));
      });
    });
    request.on("error", reject);
  });
}

async function measure(path, ports) {
  const agents = Object.fromEntries(Object.keys(ports).map((kind) => [kind, new http.Agent({ keepAlive: true, maxSockets: 1 })]));
  const samples = Object.fromEntries(Object.keys(ports).map((kind) => [kind, []]));
  // Warm-up: the first request renders the page into the cache.
  for (let round = 0; round < 30; round += 1) for (const [kind, port] of Object.entries(ports)) await ttfb(port, path, agents[kind]);
  for (let round = 0; round < SAMPLES; round += 1) {
    const order = round % 2 ? Object.entries(ports) : Object.entries(ports).reverse();
    for (const [kind, port] of order) {
      const { elapsed, response } = await ttfb(port, path, agents[kind]);
      if (response.statusCode !== 200 || !["HIT", "STALE"].includes(response.headers["x-nextjs-cache"])) {
        throw new Error(`${path} was not a cached page (${response.statusCode}, ${response.headers["x-nextjs-cache"]})`);
      }
      samples[kind].push(elapsed);
    }
  }
  Object.values(agents).forEach((agent) => agent.destroy());
  const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
  const median = (kind) => quantile(samples[kind], 0.5);
  for (const kind of Object.keys(ports)) {
    console.log(`${path.padEnd(28)} ${kind.padEnd(16)} cached TTFB over ${SAMPLES}: median ${median(kind).toFixed(2)} ms, p95 ${quantile(samples[kind], 0.95).toFixed(2)} ms`);
  }
  const added = median("with headers") - median("without headers");
  console.log(`${path.padEnd(28)} the headers add ${added.toFixed(2)} ms to the median (budget: median with them < ${BUDGET_MS} ms)`);
  return median("with headers") < BUDGET_MS;
}
