import { beforeEach, describe, expect, it } from "vitest";

import { hasStoredQuizResults } from "./results-storage";

import { isResultToken, quizResultPath } from "./paths";
import { forgetProgress, keepProgress, keptProgress } from "./progress-store";
import { parseStoredResult, storeCompletedQuiz, storedResultToken } from "./stored-result";

const TOKEN = "k3Jf9_x-Q2mZp8Lw4RtYv0Ab";

describe("a completed quiz kept in the browser", () => {
  beforeEach(() => localStorage.clear());

  it("stores the spec's keys, which hide the quiz calls to action and feed recommended-for-you", () => {
    storeCompletedQuiz(localStorage, {
      token: TOKEN,
      line: "women",
      skus: ["RW-CORE-W", "RW-BOOST-BIOTIN"],
      recommendedId: 12,
      completedAt: 1_790_000_000_000,
    });

    expect(JSON.parse(localStorage.getItem("quizResultsInfo")!)).toEqual(["RW-CORE-W", "RW-BOOST-BIOTIN"]);
    expect(JSON.parse(localStorage.getItem("quiz_results")!)).toEqual({
      recommended_id: 12,
      quiz_completed_timestamp: 1_790_000_000_000,
      token: TOKEN,
      line: "women",
    });
    expect(hasStoredQuizResults(localStorage)).toBe(true);
    expect(storedResultToken(localStorage)).toBe(TOKEN);
  });

  it("reads no token from results kept without one, or garbled", () => {
    expect(parseStoredResult(JSON.stringify({ recommended_id: 4, quiz_completed_timestamp: 1 }))).toBeNull();
    expect(parseStoredResult("{not json")).toBeNull();
    expect(parseStoredResult(JSON.stringify({ token: "../../admin" }))).toBeNull();
    expect(parseStoredResult(JSON.stringify({ token: TOKEN, line: "men" }))).toEqual({ token: TOKEN, line: "men" });
  });
});

describe("a quiz in progress kept in the tab", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps each quiz's place and answers apart, and forgets one without the other", () => {
    keepProgress(sessionStorage, "7", "concerns", { postpartum: ["no"] });
    keepProgress(sessionStorage, "9", "age", { age: ["30s"] });

    expect(keptProgress(sessionStorage, "7")).toEqual({ current: "concerns", answers: { postpartum: ["no"] } });
    forgetProgress(sessionStorage, "7");
    expect(keptProgress(sessionStorage, "7")).toBeNull();
    expect(keptProgress(sessionStorage, "9")?.current).toBe("age");
  });

  it("starts afresh from a garbled entry, and survives storage that throws", () => {
    sessionStorage.setItem("quiz_progress", "[1,2");
    expect(keptProgress(sessionStorage, "7")).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => keepProgress(full, "7", null, {})).not.toThrow();
  });
});

describe("result paths", () => {
  it("puts each line's results under its quiz", () => {
    expect(quizResultPath("women", TOKEN)).toBe(`/quiz/results/${TOKEN}/`);
    expect(quizResultPath("men", TOKEN)).toBe(`/men/quiz/results/${TOKEN}/`);
  });

  it("accepts only url-safe tokens of a plausible length", () => {
    expect(isResultToken(TOKEN)).toBe(true);
    expect(isResultToken("short")).toBe(false);
    expect(isResultToken("has/slash-and-more-characters")).toBe(false);
  });
});
