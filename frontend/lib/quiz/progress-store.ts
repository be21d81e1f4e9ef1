/**
 * The answers of a quiz in progress, kept in sessionStorage so that a reload (or a visit to
 * another page in the same tab) resumes where the visitor was. One entry per quiz page, under one
 * key that log-out clears with the shop's other session keys.
 */
import { QUIZ_PROGRESS_KEY } from "./results-storage";

import type { QuizAnswers } from "./steps";

export { QUIZ_PROGRESS_KEY };

export type KeptProgress = { current: string | null; answers: Record<string, unknown> };

type Store = Pick<Storage, "getItem" | "setItem">;

function readAll(storage: Pick<Storage, "getItem"> | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(QUIZ_PROGRESS_KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What this tab kept of the quiz `quizId`, or null. */
export function keptProgress(storage: Pick<Storage, "getItem"> | null, quizId: string): KeptProgress | null {
  const entry = readAll(storage)[quizId];
  if (!entry || typeof entry !== "object") return null;
  const { current, answers } = entry as { current?: unknown; answers?: unknown };
  if (!answers || typeof answers !== "object" || Array.isArray(answers)) return null;
  return { current: typeof current === "string" ? current : null, answers: answers as Record<string, unknown> };
}

/** Keeps where the visitor is in the quiz and what they chose; storage that refuses keeps nothing. */
export function keepProgress(storage: Store | null, quizId: string, current: string | null, answers: QuizAnswers): void {
  try {
    storage?.setItem(QUIZ_PROGRESS_KEY, JSON.stringify({ ...readAll(storage), [quizId]: { current, answers } }));
  } catch {
    // Full or disabled storage: the quiz still works, it only will not survive a reload.
  }
}

/** Forgets a quiz's answers (once submitted, or when the visitor goes back to its intro). */
export function forgetProgress(storage: Store | null, quizId: string): void {
  const all = readAll(storage);
  if (!(quizId in all)) return;
  delete all[quizId];
  try {
    storage?.setItem(QUIZ_PROGRESS_KEY, JSON.stringify(all));
  } catch {
    // Nothing more to do: the entry stays until the tab closes.
  }
}
