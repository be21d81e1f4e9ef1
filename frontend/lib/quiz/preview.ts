/** An editor's preview of a draft quiz: the answers travel in the preview's address, so the
 * preview route scores the draft on the server and shows the result in place (never stored). */

export type PreviewAnswer = { question: string; answers: string[] };

export const PREVIEW_ANSWERS_PARAM = "quiz_answers";

/** The preview page showing the draft's result for these answers. */
export function quizPreviewHref(token: string, answers: readonly PreviewAnswer[]): string {
  const params = new URLSearchParams({ token, [PREVIEW_ANSWERS_PARAM]: JSON.stringify(answers) });
  return `/preview/?${params.toString()}`;
}

/** The preview itself (the quiz from its intro), e.g. to take it again. */
export function quizPreviewStartHref(token: string): string {
  return `/preview/?${new URLSearchParams({ token }).toString()}`;
}

/** The answers an address carries, or null when it carries none or something else. */
export function previewAnswersOf(value: unknown): PreviewAnswer[] | null {
  if (typeof value !== "string" || !value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const valid = parsed.every(
    (item) =>
      typeof item === "object" &&
      item !== null &&
      typeof item.question === "string" &&
      Array.isArray(item.answers) &&
      item.answers.every((answer: unknown) => typeof answer === "string"),
  );
  return valid ? parsed.map(({ question, answers }) => ({ question, answers: [...answers] })) : null;
}
