/**
 * The result of a completed quiz as this browser keeps it (spec §3): the recommended SKUs under
 * quizResultsInfo, and under quiz_results the recommended product's id and when the quiz was
 * completed, with the result's token and line so that the account and a login can find it again.
 * Either key being set hides the quiz calls to action (./results-storage.ts).
 */
import { QUIZ_RESULTS_INFO_KEY, QUIZ_RESULTS_KEY } from "./results-storage";

import { isResultToken, quizLine, type QuizLine } from "./paths";

export type CompletedQuiz = {
  token: string;
  line: string;
  /** The recommended product and its boosters. */
  skus: string[];
  /** The recommended plan's product id (as product events report it), or null when unknown. */
  recommendedId: string | number | null;
  completedAt: number;
};

/** Stores a completed quiz; storage that refuses stores nothing (the result page still opens). */
export function storeCompletedQuiz(storage: Pick<Storage, "setItem"> | null, quiz: CompletedQuiz): void {
  try {
    storage?.setItem(QUIZ_RESULTS_INFO_KEY, JSON.stringify(quiz.skus));
    storage?.setItem(
      QUIZ_RESULTS_KEY,
      JSON.stringify({
        recommended_id: quiz.recommendedId,
        quiz_completed_timestamp: quiz.completedAt,
        token: quiz.token,
        line: quizLine(quiz.line),
      }),
    );
  } catch {
    // Full or disabled storage.
  }
}

/** The token and line of the result this browser keeps, from quiz_results' raw text; null without one. */
export function parseStoredResult(raw: string | null | undefined): { token: string; line: QuizLine } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const { token, line } = value as { token?: unknown; line?: unknown };
    return isResultToken(token) ? { token, line: quizLine(typeof line === "string" ? line : null) } : null;
  } catch {
    return null;
  }
}

/** The token of the result this browser keeps (to link it to an account at login), or null. */
export function storedResultToken(storage: Pick<Storage, "getItem"> | null): string | null {
  try {
    return parseStoredResult(storage?.getItem(QUIZ_RESULTS_KEY))?.token ?? null;
  } catch {
    return null;
  }
}
