/** Which line a quiz or result belongs to, as the API names it. */
export type QuizLine = "women" | "men";

/** The line the API names, anything else being the women's (the shop's default line). */
export function quizLine(value: string | null | undefined): QuizLine {
  return value === "men" ? "men" : "women";
}

/** The shareable page of a result: /quiz/results/<token>/, or under /men/ for the men's quiz. */
export function quizResultPath(line: string | null | undefined, token: string): string {
  const base = quizLine(line) === "men" ? "/men/quiz/results/" : "/quiz/results/";
  return `${base}${encodeURIComponent(token)}/`;
}

/** Result tokens are long url-safe strings; anything else is not looked up (the page is a 404). */
export function isResultToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(value);
}
