// Server code only: a quiz result for its page.
import { getClient } from "@/lib/graphql/cms-client";
import {
  PreviewQuizResultDocument,
  QuizResultDocument,
  type QuizResultFieldsFragment,
} from "@/lib/graphql/generated/graphql";
import { CustomerApiError, shopRequest } from "@/lib/graphql/server";

import { isResultToken } from "./paths";
import type { PreviewAnswer } from "./preview";

export type QuizResultData = QuizResultFieldsFragment;

/**
 * The result behind a token, or null when there is none (the page is then a 404). Read with the
 * CMS's client: a result does not change, and its product's plans and prices are refreshed with
 * the pages when the CMS or the catalogue publishes.
 */
export async function fetchQuizResult(token: string): Promise<QuizResultData | null> {
  if (!isResultToken(token)) return null;
  const { data } = await getClient().query({ query: QuizResultDocument, variables: { token } });
  return data?.quizResult ?? null;
}

/**
 * What an editor's draft quiz gives these answers (scored by the API with the draft behind the
 * preview token, never stored), or the API's reason for refusing (an expired preview, answers
 * that do not fit the draft).
 */
export async function fetchPreviewQuizResult(
  token: string,
  answers: PreviewAnswer[],
): Promise<{ result: QuizResultData } | { problem: string }> {
  try {
    const data = await shopRequest(PreviewQuizResultDocument, { token, answers });
    return { result: data.previewQuizResult };
  } catch (error) {
    return { problem: error instanceof CustomerApiError ? error.message : "The preview could not be scored." };
  }
}
