import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { QuizQuestionFieldsFragment } from "@/lib/graphql/generated/graphql";
import { QUESTIONS } from "@/lib/quiz/test-quiz";

import { NEEDS_ANSWER, NOT_SENT, QuizTaker } from "./QuizTaker";

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const questions: QuizQuestionFieldsFragment[] = QUESTIONS.map((question) => ({
  __typename: "QuizQuestion",
  key: question.key,
  kind: question.kind,
  prompt: `Prompt ${question.key}?`,
  help_text: question.key === "concerns" ? "Think of the last three months." : "",
  image: null,
  answers: question.answers.map((answer) => ({ __typename: "QuizAnswer", ...answer, skips: [...answer.skips] })),
}));

const TOKEN = "k3Jf9_x-Q2mZp8Lw4RtYv0Ab";
const fetchMock = vi.fn<typeof fetch>();

function renderQuiz() {
  return render(
    <QuizTaker quizId="7" title="The Hair Quiz" intro="Find your root causes." questions={questions} submitQuiz={{ operationName: "SubmitQuiz", id: "SubmitQuiz-id" }} />,
  );
}

const heading = () => screen.getByRole("heading", { level: 2 });
const next = () => fireEvent.click(screen.getByRole("button", { name: /Next|See My Results/ }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  router.push.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/quiz/");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("QuizTaker", () => {
  it("opens on the intro, then asks one question per step in a labelled group, focus on the question", () => {
    renderQuiz();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The Hair Quiz");
    fireEvent.click(screen.getByRole("button", { name: "Start the Quiz" }));

    // The question names its group of answers (fieldset and legend).
    expect(screen.getByRole("group", { name: "Prompt postpartum?" })).toBeTruthy();
    expect(heading().textContent).toBe("Prompt postpartum?");
    expect(document.activeElement).toBe(heading());
    expect(screen.getByText("Question 1 of 4").getAttribute("aria-live")).toBe("polite");
    expect(screen.getAllByRole("radio")).toHaveLength(2);
  });

  it("asks for an answer before moving on, and skips what an answer skips", () => {
    window.history.replaceState(null, "", "/quiz/?skip=true");
    renderQuiz();
    expect(heading().textContent).toBe("Prompt postpartum?");

    next();
    expect(screen.getByRole("alert").textContent).toBe(NEEDS_ANSWER);

    fireEvent.click(screen.getByLabelText("No"));
    expect(screen.getByRole("alert").textContent).toBe("");
    next();
    expect(heading().textContent).toBe("Prompt concerns?");
    expect(screen.getByText("Question 2 of 3")).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.getByRole("group").getAttribute("aria-describedby")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(heading().textContent).toBe("Prompt postpartum?");
    expect((screen.getByLabelText("No") as HTMLInputElement).checked).toBe(true);
  });

  it("resumes where the visitor was after a reload", () => {
    const first = renderQuiz();
    fireEvent.click(screen.getByRole("button", { name: "Start the Quiz" }));
    fireEvent.click(screen.getByLabelText("No"));
    next();
    fireEvent.click(screen.getByLabelText("Thinning"));
    first.unmount();

    renderQuiz();
    expect(heading().textContent).toBe("Prompt concerns?");
    expect((screen.getByLabelText("Thinning") as HTMLInputElement).checked).toBe(true);
  });

  it("goes past the intro on a ?skip=true landing even when the visitor last left the quiz on it", () => {
    sessionStorage.setItem("quiz_progress", JSON.stringify({ 7: { current: null, answers: { postpartum: ["no"] } } }));
    window.history.replaceState(null, "", "/quiz/?skip=true");
    renderQuiz();
    expect(heading().textContent).toBe("Prompt postpartum?");
    expect((screen.getByLabelText("No") as HTMLInputElement).checked).toBe(true);
  });

  it("sends the answers asked, stores the result for the calls to action and opens its page", async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        data: {
          submitQuiz: {
            token: TOKEN,
            result: {
              token: TOKEN,
              line: "women",
              recommendation: {
                sku: "RW-CORE-W",
                plan: "3_month",
                boosters: ["RW-BOOST"],
                product_page: {
                  id: "40",
                  add_to_cart_data: { options: [{ id: "13", sku: "RW-CORE-W-3M-S01", ui_data: { code: "3_month" } }] },
                },
              },
            },
          },
        },
      }),
    );
    window.history.replaceState(null, "", "/quiz/?skip=true");
    renderQuiz();
    fireEvent.click(screen.getByLabelText("No"));
    next();
    fireEvent.click(screen.getByLabelText("Breakage"));
    expect(screen.getByRole("button", { name: "See My Results" })).toBeTruthy();
    next();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/quiz/results/${TOKEN}/`));
    const body = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(body.variables).toEqual({
      input: {
        quiz_id: "7",
        answers: [
          { question: "postpartum", answers: ["no"] },
          { question: "concerns", answers: ["breakage"] },
        ],
      },
    });
    expect(JSON.parse(localStorage.getItem("quizResultsInfo")!)).toEqual(["RW-CORE-W", "RW-BOOST"]);
    expect(JSON.parse(localStorage.getItem("quiz_results")!)).toMatchObject({ recommended_id: "13", token: TOKEN });
    expect(JSON.parse(sessionStorage.getItem("quiz_progress")!)).toEqual({});
  });

  it("in an editor's preview, opens the draft's result in the preview and stores nothing", async () => {
    window.history.replaceState(null, "", "/preview/?token=preview-token");
    render(
      <QuizTaker
        quizId="7"
        title="The Hair Quiz"
        intro=""
        questions={questions}
        submitQuiz={{ operationName: "SubmitQuiz", id: "SubmitQuiz-id" }}
        previewToken="preview-token"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Start the Quiz" }));
    fireEvent.click(screen.getByLabelText("No"));
    next();
    fireEvent.click(screen.getByLabelText("Breakage"));
    next();

    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    const url = new URL(router.push.mock.calls[0][0], "http://shop.test");
    expect(url.pathname).toBe("/preview/");
    expect(url.searchParams.get("token")).toBe("preview-token");
    expect(JSON.parse(url.searchParams.get("quiz_answers")!)).toEqual([
      { question: "postpartum", answers: ["no"] },
      { question: "concerns", answers: ["breakage"] },
    ]);
    // No submitQuiz, and nothing kept for the calls to action.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem("quiz_results")).toBeNull();
  });

  it("keeps the answers and says so when they could not be sent", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    window.history.replaceState(null, "", "/quiz/?skip=true");
    renderQuiz();
    fireEvent.click(screen.getByLabelText("No"));
    next();
    fireEvent.click(screen.getByLabelText("Shedding"));
    next();
    fireEvent.click(screen.getByLabelText("Balanced"));
    await act(async () => next());

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(NOT_SENT));
    expect(heading().textContent).toBe("Prompt diet?");
    expect((screen.getByLabelText("Balanced") as HTMLInputElement).checked).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
