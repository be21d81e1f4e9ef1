import { describe, expect, it } from "vitest";

import { storeCompletedQuiz } from "@/lib/quiz/stored-result";

import { storedQuizSkus } from "./quiz-skus";

const storage = (value: string | null) => ({ getItem: (key: string) => (key === "quizResultsInfo" ? value : null) });

describe("the quiz skus sent for recommended-for-you", () => {
  it("are the stored list of skus", () => {
    expect(storedQuizSkus(storage('["RW-CORE-W", " RW-VEGAN-W "]'))).toEqual(["RW-CORE-W", "RW-VEGAN-W"]);
    expect(storedQuizSkus(storage('{"skus": ["RW-CORE-W"]}'))).toEqual(["RW-CORE-W"]);
  });

  it("are left out when nothing usable is stored", () => {
    expect(storedQuizSkus(storage(null))).toBeUndefined();
    expect(storedQuizSkus(storage("[]"))).toBeUndefined();
    expect(storedQuizSkus(storage("not json"))).toBeUndefined();
    expect(storedQuizSkus(storage('[1, ""]'))).toBeUndefined();
    expect(storedQuizSkus(null)).toBeUndefined();
    const throwing = { getItem: () => { throw new Error("denied"); } };
    expect(storedQuizSkus(throwing)).toBeUndefined();
  });
});

describe("a quiz completed in this browser", () => {
  it("feeds its skus to recommended-for-you", () => {
    localStorage.clear();
    storeCompletedQuiz(localStorage, {
      token: "k3Jf9_x-Q2mZp8Lw4RtYv0Ab",
      line: "women",
      skus: ["RW-CORE-W", "RW-BOOST-BIOTIN"],
      recommendedId: 12,
      completedAt: 1_790_000_000_000,
    });

    expect(storedQuizSkus(localStorage)).toEqual(["RW-CORE-W", "RW-BOOST-BIOTIN"]);
  });
});
