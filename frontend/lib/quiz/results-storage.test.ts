import { beforeEach, describe, expect, it } from "vitest";

import { hasStoredQuizResults, quizHref } from "./results-storage";

describe("hasStoredQuizResults", () => {
  beforeEach(() => localStorage.clear());

  it("is false in a browser that never finished the quiz", () => {
    expect(hasStoredQuizResults(localStorage)).toBe(false);
  });

  it("is true once either stored name holds results", () => {
    localStorage.setItem("quizResultsInfo", JSON.stringify(["RW-CORE-1"]));
    expect(hasStoredQuizResults(localStorage)).toBe(true);

    localStorage.clear();
    localStorage.setItem("quiz_results", JSON.stringify({ recommended_id: 4, quiz_completed_timestamp: 1 }));
    expect(hasStoredQuizResults(localStorage)).toBe(true);
  });

  it("does not count empty leftovers as results", () => {
    localStorage.setItem("quizResultsInfo", "[]");
    localStorage.setItem("quiz_results", "null");
    expect(hasStoredQuizResults(localStorage)).toBe(false);
  });
});

describe("quizHref", () => {
  it("links each line to its quiz, with the skip variant for landing pages", () => {
    expect(quizHref("women")).toBe("/quiz/");
    expect(quizHref("men")).toBe("/men/quiz/");
    expect(quizHref("women", true)).toBe("/quiz/?skip=true");
    expect(quizHref("men", true)).toBe("/men/quiz/?skip=true");
  });
});
