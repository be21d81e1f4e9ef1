// Measures how fast the hair quiz moves between questions (budget: p95 under 100 ms after the
// first load, with no network call per step), in the system Chromium.
// Each sample is one real click on Next or Back, timed in the page from the click's event to the
// first frame painted after the next question replaced the previous one. The quiz is walked
// forward to its last question (never submitted) and back to its first, over and over, until
// STEPS samples are taken; the answers chosen are each question's first, so branching is included.
// Usage: node scripts/bench-quiz-steps.mjs [baseUrl] [path ...]   (the shop must be running with the
// demo quizzes; default paths: /quiz/ and /men/quiz/). Exits 1 when a quiz misses the budget.
import { chromium } from "@playwright/test";

const BUDGET_MS = 100;
const STEPS = Number(process.env.QUIZ_BENCH_STEPS ?? 30);
const [baseUrl = "http://127.0.0.1:3000", ...givenPaths] = process.argv.slice(2);
const paths = givenPaths.length ? givenPaths : ["/quiz/", "/men/quiz/"];

/** In the page: resolves with the time from the next click to the frame showing a new question. */
function armStepTimer() {
  window.__quizStep = new Promise((resolve) => {
    const main = document.querySelector("main");
    const prompt = () => main.querySelector("form h2")?.textContent ?? null;
    const before = prompt();
    let clickedAt = null;
    const observer = new MutationObserver(() => {
      if (clickedAt === null || prompt() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
    });
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    main.addEventListener("click", (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
  });
}

async function measure(browser, path) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  let requestsDuringSteps = 0;
  let measuring = false;
  page.on("request", (request) => {
    if (measuring && ["fetch", "xhr", "document"].includes(request.resourceType())) requestsDuringSteps += 1;
  });
  const response = await page.goto(new URL(`${path}?skip=true`, baseUrl).href);
  if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
  const main = page.locator("main");
  await main.locator("form h2").waitFor();
  // Hydrated: the scroll manager marks that moment.
  await page.waitForFunction(() => history.scrollRestoration === "manual");
  measuring = true;

  const samples = [];
  let forward = true;
  while (samples.length < STEPS) {
    const answer = main.locator("form fieldset input").first();
    if (forward && !(await answer.isChecked())) await answer.check();
    const finish = main.getByRole("button", { name: "See My Results" });
    if (forward && (await finish.isVisible())) forward = false;
    const back = main.getByRole("button", { name: "Back" });
    const onFirst = (await main.getByText(/^Question 1 of \d+$/).count()) > 0;
    if (!forward && onFirst) {
      forward = true;
      continue;
    }
    await page.evaluate(armStepTimer);
    await (forward ? main.getByRole("button", { name: "Next" }) : back).click();
    samples.push(await page.evaluate(() => window.__quizStep));
  }
  await page.close();
  return { samples: samples.sort((a, b) => a - b), requestsDuringSteps };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
let within = true;
try {
  for (const path of paths) {
    const { samples, requestsDuringSteps } = await measure(browser, path);
    const median = samples[Math.floor(samples.length / 2)];
    const p95 = samples[Math.ceil(samples.length * 0.95) - 1];
    const ok = p95 < BUDGET_MS && requestsDuringSteps === 0;
    within &&= ok;
    console.log(
      `${`quiz steps ${path}`.padEnd(28)} over ${samples.length}: median ${median.toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, max ${samples.at(-1).toFixed(1)} ms, ${requestsDuringSteps} request(s) ` +
        `(budget p95 < ${BUDGET_MS} ms, no request)${ok ? "" : "  MISSED"}`,
    );
  }
} finally {
  await browser.close();
}
process.exit(within ? 0 : 1);
