// Measures the storefront's page budgets with Lighthouse (mobile profile) in the system Chromium.
// Usage: node scripts/lighthouse.mjs [baseUrl] [path ...]   (the shop must be running; see `make bench`)
// Prints one line per page and exits 1 when a page misses a budget.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

// The site's budgets (DESIGN.md). First-load JavaScript is reported here as sent over the wire,
// each file's headers included; its budget is checked by `make test` (scripts/first-load-js.mjs).
const BUDGETS = {
  performance: 95,
  accessibility: 95,
  seo: 95,
  "best-practices": 95,
  maxLayoutShift: 0.02,
};
const DEFAULT_PATHS = ["/", "/science/", "/rootwell-core-for-women/"];
// One run's performance score swings by several points with whatever else the CPU is doing, so each
// page is judged on the median of a few runs (Lighthouse's own computeMedianRun, as its docs advise).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const [baseUrl = "http://127.0.0.1:3000", ...givenPaths] = process.argv.slice(2);
const paths = givenPaths.length ? givenPaths : DEFAULT_PATHS;

/** Script bytes as sent over the wire (gzip) on the page's first load, same origin only. */
function firstLoadJsKb(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = lhr.audits["network-requests"].details?.items ?? [];
  const bytes = requests
    .filter((request) => request.resourceType === "Script" && request.url.startsWith(origin))
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
  return bytes / 1024;
}

function measure(lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    "best-practices": score("best-practices"),
    layoutShift: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
    firstLoadJsKb: firstLoadJsKb(lhr),
  };
}

function misses(figures) {
  const missed = ["performance", "accessibility", "seo", "best-practices"].filter(
    (category) => figures[category] < BUDGETS[category],
  );
  if (figures.layoutShift > BUDGETS.maxLayoutShift) missed.push("layout shift");
  return missed;
}

/** The audits that cost a page points, so a miss says what to fix. */
function failingAudits(lhr) {
  return Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
let failed = false;
try {
  for (const path of paths) {
    const url = new URL(path, baseUrl).toString();
    // A first run warms the page cache, so the measured runs see what a repeat shopper sees.
    await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push((await lighthouse(url, { port: chrome.port, logLevel: "error" })).lhr);
    }
    const lhr = computeMedianRun(runs);
    const figures = measure(lhr);
    const missed = misses(figures);
    failed ||= missed.length > 0;
    console.log(
      `${path.padEnd(28)} perf ${figures.performance}  a11y ${figures.accessibility}  seo ${figures.seo}  ` +
        `bp ${figures["best-practices"]}  CLS ${figures.layoutShift.toFixed(3)}  ` +
        `JS ${figures.firstLoadJsKb.toFixed(1)} kB gzip with headers  (median of ${RUNS}; perf per run ` +
        `${runs.map((run) => Math.round(run.categories.performance.score * 100)).join("/")}, ` +
        `CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)})` +
        (missed.length ? `   MISSED: ${missed.join(", ")} (failing audits: ${failingAudits(lhr).join(", ")})` : ""),
    );
  }
} finally {
  chrome.kill();
}
console.log(
  `budgets: perf >= ${BUDGETS.performance}, a11y >= ${BUDGETS.accessibility}, seo >= ${BUDGETS.seo}, ` +
    `bp >= ${BUDGETS["best-practices"]}, CLS <= ${BUDGETS.maxLayoutShift}`,
);
process.exit(failed ? 1 : 0);
