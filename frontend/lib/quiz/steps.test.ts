import { describe, expect, it } from "vitest";

import {
  askedQuestions,
  choose,
  initialState,
  progressOf,
  quizReducer,
  restoredState,
  skippedQuestions,
  submission,
  type QuizAction,
  type QuizState,
} from "./steps";
import { QUESTIONS } from "./test-quiz";

const reduce = quizReducer(QUESTIONS);
const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(reduce, state);
const pick = (question: string, answer: string, checked = true): QuizAction => ({
  type: "choose",
  question,
  answer,
  checked,
});

describe("where a visitor starts", () => {
  it("shows the intro first, or the first question on a ?skip=true landing", () => {
    expect(initialState(QUESTIONS, false).phase).toEqual({ step: "intro" });
    expect(initialState(QUESTIONS, true).phase).toEqual({ step: "question", key: "postpartum" });
  });

  it("starts at the first question from the intro", () => {
    expect(run(initialState(QUESTIONS, false), { type: "start" }).phase).toEqual({
      step: "question",
      key: "postpartum",
    });
  });
});

describe("moving through the questions", () => {
  it("refuses Next without an answer and says which question needs one", () => {
    const state = run(initialState(QUESTIONS, true), { type: "next" });
    expect(state.phase).toEqual({ step: "question", key: "postpartum" });
    expect(state.unanswered).toBe("postpartum");
    // Choosing an answer clears the message.
    expect(run(state, pick("postpartum", "yes")).unanswered).toBeNull();
  });

  it("skips the questions an answer skips, forwards and back", () => {
    const state = run(initialState(QUESTIONS, true), pick("postpartum", "no"), { type: "next" });
    expect(state.phase).toEqual({ step: "question", key: "concerns" });
    expect(progressOf(QUESTIONS, state.answers, "concerns")).toEqual({ step: 2, total: 3 });

    const back = run(state, { type: "back" });
    expect(back.phase).toEqual({ step: "question", key: "postpartum" });
    // Back keeps the answer chosen.
    expect(back.answers.postpartum).toEqual(["no"]);
    expect(run(back, { type: "back" }).phase).toEqual({ step: "intro" });
  });

  it("asks the branch question when the answer does not skip it", () => {
    const state = run(initialState(QUESTIONS, true), pick("postpartum", "yes"), { type: "next" });
    expect(state.phase).toEqual({ step: "question", key: "months-since-birth" });
    expect(progressOf(QUESTIONS, state.answers, "months-since-birth")).toEqual({ step: 2, total: 4 });
  });

  it("goes to submitting after the last question asked", () => {
    const state = run(
      initialState(QUESTIONS, true),
      pick("postpartum", "no"),
      { type: "next" },
      pick("concerns", "breakage"),
      { type: "next" },
    );
    expect(state.phase).toEqual({ step: "submitting" });
  });

  it("returns to the last question with the shop's reason when the submit fails", () => {
    const state = run(
      initialState(QUESTIONS, true),
      pick("postpartum", "no"),
      { type: "next" },
      pick("concerns", "shedding"),
      { type: "next" },
      pick("diet", "balanced"),
      { type: "next" },
      { type: "failed", message: "The shop is unavailable right now." },
    );
    expect(state.phase).toEqual({ step: "question", key: "diet" });
    expect(state.error).toBe("The shop is unavailable right now.");
    expect(state.answers.diet).toEqual(["balanced"]);
  });
});

describe("choosing answers", () => {
  it("keeps one answer to a single-choice question", () => {
    const answers = choose(QUESTIONS[0], choose(QUESTIONS[0], {}, "yes", true), "no", true);
    expect(answers.postpartum).toEqual(["no"]);
  });

  it("ticks and unticks answers of a multiple-choice question, in the quiz's order", () => {
    let answers = choose(QUESTIONS[2], {}, "breakage", true);
    answers = choose(QUESTIONS[2], answers, "shedding", true);
    expect(answers.concerns).toEqual(["shedding", "breakage"]);
    expect(choose(QUESTIONS[2], answers, "breakage", false).concerns).toEqual(["shedding"]);
  });

  it("ignores an answer the question does not have", () => {
    const answers = { postpartum: ["yes"] };
    expect(choose(QUESTIONS[0], answers, "maybe", true)).toBe(answers);
  });
});

describe("what is submitted", () => {
  it("sends every question asked with its answers, none of the skipped ones", () => {
    // Answered "yes" first (and the branch question), then changed to "no": the branch answer stays
    // kept for Back, but is not sent.
    const answers = {
      postpartum: ["no"],
      "months-since-birth": ["0-3"],
      concerns: ["shedding", "thinning"],
      diet: ["restricted"],
    };
    expect(submission(QUESTIONS, answers)).toEqual([
      { question: "postpartum", answers: ["no"] },
      { question: "concerns", answers: ["shedding", "thinning"] },
      { question: "diet", answers: ["restricted"] },
    ]);
  });

  it("does not let a skipped question's answer skip anything", () => {
    const questions = [
      { key: "a", kind: "single", answers: [{ key: "x", label: "X", skips: ["b"] }] },
      { key: "b", kind: "single", answers: [{ key: "y", label: "Y", skips: ["c"] }] },
      { key: "c", kind: "single", answers: [{ key: "z", label: "Z", skips: [] }] },
    ];
    const answers = { a: ["x"], b: ["y"] };
    expect([...skippedQuestions(questions, answers)]).toEqual(["b"]);
    expect(askedQuestions(questions, answers).map((question) => question.key)).toEqual(["a", "c"]);
  });
});

describe("resuming after a reload", () => {
  it("returns to the question the visitor was on, with their answers", () => {
    const state = restoredState(QUESTIONS, {
      current: "concerns",
      answers: { postpartum: ["no"], concerns: ["thinning"] },
    });
    expect(state?.phase).toEqual({ step: "question", key: "concerns" });
    expect(state?.answers).toEqual({ postpartum: ["no"], concerns: ["thinning"] });
  });

  it("drops answers the quiz no longer has and goes to the first question still open", () => {
    const state = restoredState(QUESTIONS, {
      current: "removed-question",
      answers: { postpartum: ["yes", "no"], "removed-question": ["a"], concerns: ["gone"] },
    });
    // A single choice keeps one answer; "yes" asks the branch question, which is open.
    expect(state?.answers).toEqual({ postpartum: ["yes"] });
    expect(state?.phase).toEqual({ step: "question", key: "months-since-birth" });
  });

  it("returns to the intro a visitor went back to, their answers kept", () => {
    const state = restoredState(QUESTIONS, { current: null, answers: { postpartum: ["yes"] } });
    expect(state?.phase).toEqual({ step: "intro" });
    expect(state?.answers).toEqual({ postpartum: ["yes"] });
  });

  it("restores nothing when no kept answer fits the quiz", () => {
    expect(restoredState(QUESTIONS, { current: "postpartum", answers: { postpartum: "yes" } })?.answers).toEqual({});
    expect(restoredState([], { current: null, answers: {} })).toBeNull();
  });
});
