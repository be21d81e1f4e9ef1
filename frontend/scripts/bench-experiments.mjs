// What variant assignment adds to a cached page's time to first byte: the same cached page (the
// demo's experiment ID 24 on "/", its control) requested by a returning participant (cookie read,
// variant kept), by a new visitor (a variant drawn, cookies written; only draws of the control are
// comparable) and with the experiment skipped (the proxy's x-rootwell-no-experiments header),
// interleaved so that drift hits all alike. Median and p95 of each; the budget: under 2 ms more.
// Usage: node scripts/bench-experiments.mjs [storefront URL] [path] [experiment id]
import http from "node:http";

const base = new URL(process.argv[2] ?? `http://127.0.0.1:${process.env.FRONTEND_PORT ?? 3000}`);
const path = process.argv[3] ?? "/";
const experimentId = process.argv[4] ?? "24";
const SAMPLES = Number(process.env.EXPERIMENTS_BENCH_SAMPLES ?? 300);
const BUDGET_MS = 2;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function ttfb(headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(new URL(path, base), { agent, headers }, (response) => {
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.on("end", () => resolve({ elapsed, status: response.statusCode, cookies: response.headers["set-cookie"] ?? [] }));
    });
    request.on("error", reject);
  });
}

const cookieName = `rw_exp_${experimentId}`;
const kinds = {
  "without experiment": { "x-rootwell-no-experiments": "1" },
  "participant (cookie)": { cookie: `${cookieName}=control` },
  "new visitor (drawn)": {},
};

// The proxy loads the running experiments on its first requests: give it a few seconds.
let assigned = false;
for (let attempt = 0; attempt < 20 && !assigned; attempt++) {
  assigned = (await ttfb({})).cookies.some((cookie) => cookie.startsWith(`${cookieName}=`));
  if (!assigned) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!assigned) {
  console.error(`No running experiment ${experimentId} on ${path} at ${base.origin}: nothing to compare.`);
  process.exit(1);
}
for (let n = 0; n < 30; n++) for (const headers of Object.values(kinds)) await ttfb(headers);

const samples = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
const order = Object.entries(kinds);
for (let round = 0; Object.values(samples).some((list) => list.length < SAMPLES); round++) {
  // Each kind goes first, second and third in turn: no kind always follows the same request.
  for (const [kind, headers] of [...order.slice(round % 3), ...order.slice(0, round % 3)]) {
    if (samples[kind].length >= SAMPLES) continue;
    const { elapsed, status, cookies } = await ttfb(headers);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    // A new visitor drawn into another variant is served another page: not comparable.
    if (kind.startsWith("new") && !cookies.some((cookie) => cookie.startsWith(`${cookieName}=control`))) continue;
    samples[kind].push(elapsed);
  }
}
agent.destroy();

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * q))];
const stats = Object.fromEntries(Object.entries(samples).map(([kind, list]) => [kind, { median: quantile(list, 0.5), p95: quantile(list, 0.95) }]));
const baseline = stats["without experiment"];
let within = true;
for (const [kind, { median, p95 }] of Object.entries(stats)) {
  const added = median - baseline.median;
  const line = `${path} ${kind.padEnd(22)} cached TTFB over ${SAMPLES}: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`;
  if (kind === "without experiment") {
    console.log(line);
  } else {
    console.log(`${line}, adds ${added.toFixed(2)} ms (p95 ${(p95 - baseline.p95).toFixed(2)} ms; budget < ${BUDGET_MS} ms)`);
    within &&= added < BUDGET_MS;
  }
}
process.exit(within ? 0 : 1);
