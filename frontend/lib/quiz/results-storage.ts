/**
 * Quiz results kept in localStorage: the recommended skus
 * under quizResultsInfo and the results themselves (recommended_id, quiz_completed_timestamp)
 * under quiz_results.
 */
export const QUIZ_RESULTS_INFO_KEY = "quizResultsInfo";
export const QUIZ_RESULTS_KEY = "quiz_results";
/** A quiz in progress, kept in the tab (sessionStorage; see lib/quiz/progress-store.ts). */
export const QUIZ_PROGRESS_KEY = "quiz_progress";

const EMPTY_VALUES = new Set(["", "null", "undefined", "[]", "{}", '""']);

/** True when either key holds something other than an empty value. */
export function hasStoredQuizResults(storage: Pick<Storage, "getItem"> | null | undefined): boolean {
  try {
    return [QUIZ_RESULTS_INFO_KEY, QUIZ_RESULTS_KEY].some((key) => {
      const value = storage?.getItem(key);
      return value != null && !EMPTY_VALUES.has(value.trim());
    });
  } catch {
    return false;
  }
}

/** The quiz page of a line, with the skip variant that quiz landing pages use. */
export function quizHref(line: "men" | "women", skipIntro = false): string {
  const path = line === "men" ? "/men/quiz/" : "/quiz/";
  return skipIntro ? `${path}?skip=true` : path;
}
