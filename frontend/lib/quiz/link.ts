// Server code only: a result taken while signed out becomes the customer's at login or sign-up.
import { LinkQuizResultDocument } from "@/lib/graphql/generated/graphql";
import { shopRequest } from "@/lib/graphql/server";

import { isResultToken } from "./paths";

/**
 * Links the quiz result this browser holds (its token, read from localStorage by the sign-in form)
 * to the customer who just signed in. Best effort: a result that is someone else's, or a failing
 * call, leaves the sign-in as it is (the API never moves another customer's result).
 */
export async function linkQuizResult(
  customerToken: string,
  quizToken: unknown,
  forwardedFor: string | null,
): Promise<boolean> {
  if (!isResultToken(quizToken)) return false;
  try {
    await shopRequest(LinkQuizResultDocument, { token: quizToken }, { token: customerToken, forwardedFor });
    return true;
  } catch (error) {
    console.warn("Linking a quiz result to the account failed.", error);
    return false;
  }
}
