// Server code only (it reads the request's cookies): the signed-in customer's API calls.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { redirect } from "next/navigation";

import { SignedOut, shopRequest } from "@/lib/graphql/server";
import { EXPIRED_LOGOUT_PATH, LOGIN_PATH } from "@/lib/session/routes";
import { customerToken, shopperForwardedFor } from "@/lib/session/shopper";

export { CustomerApiError, SignedOut } from "@/lib/graphql/server";

/**
 * Runs an operation as the signed-in customer: bearer from the cookie, no caching, the shopper's
 * X-Forwarded-For. Throws SignedOut when there is no token or the API answers UNAUTHENTICATED;
 * other GraphQL errors throw CustomerApiError(message, code).
 */
export async function customerQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const token = await customerToken();
  if (!token) throw new SignedOut();
  return shopRequest(document, variables, { token, forwardedFor: await shopperForwardedFor() });
}

/**
 * For account pages: as customerQuery, but a shopper who is not signed in is sent away: to
 * /logout/?expired=1 when the cookie holds a token the API no longer accepts (it is cleared
 * there), to the login page when there is no token at all.
 */
export async function requireCustomerQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  try {
    return await customerQuery(document, variables);
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
  }
  redirect((await customerToken()) ? EXPIRED_LOGOUT_PATH : LOGIN_PATH);
}
