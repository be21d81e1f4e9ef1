// Server code only: a quiz result for its page.
import { getClient } from "@/lib/graphql/cms-client";
import { QuizResultDocument, type QuizResultFieldsFragment } from "@/lib/graphql/generated/graphql";

import { isResultToken } from "./paths";

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
