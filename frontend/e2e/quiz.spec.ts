import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { backend, hydrated, publishInCms, staffCmsLogIn } from "./helpers";
import { registered } from "./shop-api";

// The hair quiz: a visitor takes it on a phone and buys the plan it recommends, the result follows
// them into their account, and a marketer's change to a question reaches the live quiz.

const PHONE = { width: 360, height: 780 };
const PASSWORD = "Roots-and-Shoots-42";
const RESULT_PATH = /\/quiz\/results\/[A-Za-z0-9_-]{16,}\/$/;

type Tracked = { event: string; properties: Record<string, unknown> };

/** How far the page is wider than the window (0 or less: it fits). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Takes the quiz at `path` from its first question, choosing each question's first answer, until
 * the result page opens. Each step is checked: one question, its progress, focus on it.
 */
async function takeQuiz(page: Page, path: string): Promise<string> {
  await page.goto(`${path}?skip=true`);
  await hydrated(page);
  const main = page.getByRole("main");
  for (let step = 1; step <= 20; step += 1) {
    const question = main.getByRole("heading", { level: 2 });
    const prompt = (await question.textContent()) ?? "";
    await expect(main.getByText(new RegExp(`^Question ${step} of \\d+$`))).toBeVisible();
    const group = main.getByRole("group", { name: prompt });
    await group.locator("input").first().check();
    const finish = main.getByRole("button", { name: "See My Results" });
    if (await finish.isVisible()) {
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await finish.click();
      await expect(page).toHaveURL(RESULT_PATH);
      return new URL(page.url()).pathname;
    }
    await main.getByRole("button", { name: "Next" }).click();
    // The next question is on screen and has focus: no page load in between.
    await expect(main.getByRole("heading", { level: 2 })).not.toHaveText(prompt);
    await expect(main.getByRole("heading", { level: 2 })).toBeFocused();
  }
  throw new Error("The quiz never offered its results.");
}

async function accountFor(request: APIRequestContext) {
  const email = `quiz.${Date.now()}@example.com`;
  const response = await request.post(`${backend}/graphql/`, {
    data: registered("SignUp", { input: { firstname: "Quinn", lastname: "Doe", email, password: PASSWORD } }),
  });
  expect(await response.json()).not.toHaveProperty("errors");
  return email;
}

test("a visitor on a phone takes the women's quiz, reads the result and adds the recommended plan", async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  // The intro first, without ?skip=true; Back from the first question returns to it.
  await page.goto("/quiz/");
  await hydrated(page);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Start the Quiz" }).click();
  await expect(main.getByRole("heading", { level: 2 })).toBeFocused();
  await main.getByRole("button", { name: "Back" }).click();
  await expect(main.getByRole("button", { name: "Start the Quiz" })).toBeVisible();

  // A reload mid-quiz keeps the answers and the place.
  await page.goto("/quiz/?skip=true");
  await hydrated(page);
  const firstAnswer = main.getByRole("group").locator("input").first();
  await firstAnswer.check();
  await page.reload();
  await hydrated(page);
  await expect(main.getByRole("group").locator("input").first()).toBeChecked();

  const resultPath = await takeQuiz(page, "/quiz/");
  expect(resultPath).toMatch(/^\/quiz\/results\//);
  await hydrated(page);
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  // The root causes, each in its category's colour.
  const causes = main.locator("[data-category]");
  expect(await causes.count()).toBeGreaterThan(0);
  const colour = await causes.first().evaluate((cause) => getComputedStyle(cause).getPropertyValue("--cause-colour"));
  expect(colour.trim()).toMatch(/^#[0-9a-fA-F]{6}$/);
  // The result is stored for the calls to action and recommended-for-you.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("quiz_results") ?? "null"));
  expect(stored).toMatchObject({ token: resultPath.split("/")[3] });
  expect(stored.quiz_completed_timestamp).toEqual(expect.any(Number));
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const plan = main.getByRole("region", { name: "Your recommended plan" });
  await expect(plan.getByRole("radio", { checked: true })).toHaveCount(1);
  await plan.getByRole("button", { name: "Add to Cart" }).click();
  const miniCart = page.getByRole("dialog", { name: "Your Cart" });
  await expect(miniCart.locator("[data-mini-cart-state]")).toHaveAttribute("data-mini-cart-state", "added");

  // The cart records the add as the quiz's, and the product event says the quiz recommended it.
  const items = await page.evaluate(async (body) => {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const { cart } = (await response.json()).data as { cart: { items: { purchase_source: string; quantity: number }[] } };
    return cart.items.map(({ purchase_source, quantity }) => ({ purchase_source, quantity }));
  }, registered("VisitorCart"));
  expect(items).toEqual([{ purchase_source: "quiz", quantity: 1 }]);
  const added = await page.evaluate(
    () => (window.rootwellAnalytics ?? []).filter((entry) => entry.event === "Product Added") as Tracked[],
  );
  expect(added).toHaveLength(1);
  expect(added[0].properties.quiz_reco).toBe(true);

  // The result's address opens it again, as a shareable page; an unknown token is the 404 page.
  const again = await page.request.get(resultPath);
  expect(again.status()).toBe(200);
  const unknown = await page.goto("/quiz/results/NoSuchResultToken0000000000/");
  expect(unknown?.status()).toBe(404);
});

test("a customer who took the quiz signed out finds View in their account, leading to the result", async ({
  page,
  request,
}) => {
  test.slow();
  const email = await accountFor(request);
  const resultPath = await takeQuiz(page, "/quiz/");

  await page.goto("/customer/account/login/");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel(/^Email\*?$/).fill(email);
  await form.getByLabel(/^Password\*?$/).fill(PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/account\/$/);

  // Linked on the server at login: a browser without the stored result still finds it.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const quizModule = page.getByRole("region", { name: "Your Hair Quiz" });
  const view = quizModule.getByRole("link", { name: "View your quiz results" });
  await expect(view).toHaveAttribute("href", resultPath);
  await view.click();
  await expect(page).toHaveURL(RESULT_PATH);
  await expect(page.getByRole("region", { name: "Your recommended plan" })).toBeVisible();
});

test("a marketer changes a question in the CMS, publishes, and the live quiz asks it", async ({ page, browser }) => {
  // A sign-in, a Wagtail edit and a publish across both servers.
  test.slow();
  const shopper = await browser.newPage();
  await shopper.goto("/quiz/?skip=true");
  await hydrated(shopper);
  const before = (await shopper.getByRole("main").getByRole("heading", { level: 2 }).textContent()) ?? "";
  expect(before).not.toBe("");

  const quiz = await page.request.post("/graphql", { data: registered("PageByPath", { url_path: "/quiz/" }) });
  const { id } = (await quiz.json()).data.page;
  await staffCmsLogIn(page);
  await page.goto(`${backend}/cms/pages/${id}/edit/`);

  const prompt = page.locator('[name="questions-0-value-prompt"]');
  await expect(prompt).toHaveValue(before);
  const changed = `${before.replace(/\?$/, "")}, lately?`;
  await prompt.fill(changed);
  await publishInCms(page);

  // Publishing refreshes the storefront's cache: a new visitor's first question is the new one.
  await expect
    .poll(
      async () => {
        const visitor = await browser.newPage();
        await visitor.goto("/quiz/?skip=true");
        await hydrated(visitor);
        const text = await visitor.getByRole("main").getByRole("heading", { level: 2 }).textContent();
        await visitor.close();
        return text;
      },
      { timeout: 15_000 },
    )
    .toBe(changed);
});

/** Answers to the demo women's quiz that point to stress for a woman aged 18-44 (a rule with a booster). */
const STRESSED = [
  { question: "age", answers: ["18-44"] },
  { question: "postpartum", answers: ["no"] },
  { question: "cycle", answers: ["none"] },
  { question: "stress", answers: ["high"] },
  { question: "diet", answers: ["balanced"] },
  { question: "energy", answers: ["steady"] },
  { question: "exposure", answers: ["none"] },
];

async function submitted(request: APIRequestContext, answers: typeof STRESSED): Promise<string> {
  const quiz = await request.post(`${backend}/graphql/`, { data: registered("PageByPath", { url_path: "/quiz/" }) });
  const id = (await quiz.json()).data.page.id;
  const response = await request.post(`${backend}/graphql/`, {
    data: registered("SubmitQuiz", { input: { quiz_id: id, answers } }),
  });
  return (await response.json()).data.submitQuiz.token;
}

test("a result with a booster offers it under the plan, linking to the booster's page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const token = await submitted(page.request, STRESSED);

  await page.goto(`/quiz/results/${token}/`);
  const boosters = page.getByRole("main").getByRole("region", { name: "Add a booster" });
  const card = boosters.getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("card-price")).toContainText("From $");
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const link = card.getByRole("heading", { level: 3 }).getByRole("link");
  const href = await link.getAttribute("href");
  expect((await page.request.get(href!)).status()).toBe(200);
});
