"use server";

import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { customerToken, shopperForwardedFor } from "@/lib/session/shopper";
import {
  RequestPasswordResetDocument,
  ResetForgottenPasswordDocument,
  SignInDocument,
  SignOutDocument,
  SignUpDocument,
} from "@/lib/graphql/generated/graphql";
import { CustomerApiError, shopRequest, UNAVAILABLE } from "@/lib/graphql/server";
import { fetchUpstream, upstreamHeaders } from "@/lib/graphql/upstream";
import { mergeGuestCart } from "@/lib/cart/merge-at-sign-in";
import { linkQuizResult } from "@/lib/quiz/link";

import { sessionLogoutPath } from "@/lib/session/rest-paths";
import { afterSignInPath, LOGIN_PATH, withReturnPath } from "@/lib/session/routes";
import { addSessionMessage, clearSession, storeSession } from "@/lib/session/server-cookies";
import {
  MISSING_RESET_TOKEN,
  PASSWORD_UPDATED,
  REGISTERED,
  REGISTERED_SIGN_IN,
  REQUIRED,
  resetRequested,
  SIGNED_OUT,
  WEAK_PASSWORD,
} from "@/lib/session/texts";

/** reCAPTCHA v3 tokens the form obtained, one per mutation that requires one (each is single-use). */
export type RecaptchaTokens = Partial<Record<string, string>>;

/** Returned only when something went wrong; success redirects. The message is the API's own. */
export type AccessFailure = { ok: false; message: string };

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function failure(error: unknown): AccessFailure {
  if (error instanceof CustomerApiError) return { ok: false, message: error.message };
  console.error("A sign-in page's call to the shop failed.", error);
  return { ok: false, message: UNAVAILABLE };
}

/** A call to the shop as this anonymous shopper, with their address and, if given, a reCAPTCHA token. */
async function shopperRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  recaptcha?: string,
): Promise<TData> {
  return shopRequest(document, variables, { forwardedFor: await shopperForwardedFor(), recaptcha });
}

async function tokenFor(email: string, password: string, recaptcha: RecaptchaTokens | undefined) {
  const data = await shopperRequest(SignInDocument, { email, password }, recaptcha?.generateCustomerToken);
  if (!data.generateCustomerToken?.token) throw new CustomerApiError(UNAVAILABLE, "UNAVAILABLE");
  return data.generateCustomerToken;
}

type SignInInput = {
  email: string;
  password: string;
  recaptcha?: RecaptchaTokens;
  /** The page's `redirect` parameter: followed only when it is a checkout path (afterSignInPath). */
  returnTo?: string | null;
  /** The token of a quiz result this browser holds, linked to the account once signed in. */
  quizToken?: string | null;
};

/** Logs in by email and password (with the browser's quiz result, if any) and joins the guest
 * cart to the account's, saying what was merged; a password that no longer meets the rules is
 * pointed out. */
export async function signIn(input: SignInInput): Promise<AccessFailure> {
  const email = text(input.email).trim();
  const password = text(input.password);
  if (!email || !password) return { ok: false, message: REQUIRED };
  let weakPassword: boolean;
  try {
    const signedIn = await tokenFor(email, password, input.recaptcha);
    await storeSession(signedIn.token);
    await linkQuizResult(signedIn.token, input.quizToken, await shopperForwardedFor());
    await mergeGuestCart(signedIn.token);
    weakPassword = signedIn.weak_password;
  } catch (error) {
    return failure(error);
  }
  if (weakPassword) await addSessionMessage({ type: "warning", text: WEAK_PASSWORD });
  // Checked again here: the form's value came from the browser.
  redirect(afterSignInPath(input.returnTo));
}

type CreateAccountInput = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  recaptcha?: RecaptchaTokens;
  returnTo?: string | null;
  /** The token of a quiz result this browser holds, linked to the new account. */
  quizToken?: string | null;
};

/** Creates the account, then logs the new customer in (with their quiz result and guest cart,
 * if any). */
export async function createAccount(input: CreateAccountInput): Promise<AccessFailure> {
  const details = {
    firstname: text(input.firstname).trim(),
    lastname: text(input.lastname).trim(),
    email: text(input.email).trim(),
    password: text(input.password),
  };
  if (Object.values(details).some((value) => !value)) return { ok: false, message: REQUIRED };
  try {
    await shopperRequest(SignUpDocument, { input: details }, input.recaptcha?.createCustomer);
  } catch (error) {
    return failure(error);
  }
  try {
    const signedIn = await tokenFor(details.email, details.password, input.recaptcha);
    await storeSession(signedIn.token);
    await linkQuizResult(signedIn.token, input.quizToken, await shopperForwardedFor());
    await mergeGuestCart(signedIn.token);
  } catch (error) {
    // The account exists; only logging in failed (a rate limit, say): the login page takes over.
    console.warn("Logging a new customer in failed.", error);
    await addSessionMessage({ type: "success", text: REGISTERED_SIGN_IN });
    redirect(withReturnPath(LOGIN_PATH, input.returnTo));
  }
  await addSessionMessage({ type: "success", text: REGISTERED });
  redirect(afterSignInPath(input.returnTo));
}

type PasswordResetInput = { email: string; recaptcha?: RecaptchaTokens };

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export async function requestPasswordReset(input: PasswordResetInput): Promise<AccessFailure> {
  const email = text(input.email).trim();
  if (!email) return { ok: false, message: REQUIRED };
  try {
    await shopperRequest(RequestPasswordResetDocument, { email }, input.recaptcha?.requestPasswordResetEmail);
  } catch (error) {
    return failure(error);
  }
  await addSessionMessage({ type: "success", text: resetRequested(email) });
  redirect(LOGIN_PATH);
}

type ResetPasswordInput = { email: string; token: string; password: string; recaptcha?: RecaptchaTokens };

/** Sets a new password with the emailed token; every session of the account ends with it. */
export async function resetPassword(input: ResetPasswordInput): Promise<AccessFailure> {
  const email = text(input.email).trim();
  const resetPasswordToken = text(input.token).trim();
  const newPassword = text(input.password);
  if (!resetPasswordToken) return { ok: false, message: MISSING_RESET_TOKEN };
  if (!email || !newPassword) return { ok: false, message: REQUIRED };
  try {
    const data = await shopperRequest(
      ResetForgottenPasswordDocument,
      { email, resetPasswordToken, newPassword },
      input.recaptcha?.resetPassword,
    );
    if (!data.resetPassword) return { ok: false, message: UNAVAILABLE };
  } catch (error) {
    return failure(error);
  }
  // The API revoked every token of the account; a cookie holding one of them is useless now.
  await clearSession();
  await addSessionMessage({ type: "success", text: PASSWORD_UPDATED });
  redirect(LOGIN_PATH);
}

/** Ends the REST side of the session too (any Django session); a failure is only a warning. */
async function endRestSession(token: string, forwardedFor: string | null): Promise<void> {
  // The shopper's cookies carry the Django session, if any, that this call ends.
  const cookie = (await headers()).get("cookie");
  const response = await fetchUpstream(sessionLogoutPath(), {
    method: "POST",
    headers: upstreamHeaders({ token, cookie, forwardedFor }),
    body: "{}",
    cache: "no-store",
  });
  if (!response) console.warn("The REST session log-out failed.");
  else if (!response.ok) console.warn(`The REST session log-out answered ${response.status}.`);
}

/**
 * Logs out: the token stops working (revokeCustomerToken and the REST session log-out), then both
 * session cookies are emptied. Also used when the API no longer accepts the stored token.
 */
export async function signOut(): Promise<void> {
  const token = await customerToken();
  if (token) {
    const forwardedFor = await shopperForwardedFor();
    await Promise.all([
      shopRequest(SignOutDocument, undefined, { token, forwardedFor }).catch(() => undefined),
      endRestSession(token, forwardedFor),
    ]);
  }
  await clearSession();
}

/** The shopper's own log-out (the /logout/ page): as signOut, and the login page the browser goes
 * to next says that they are signed out. Only once the session has ended: a failed call says
 * nothing that is not true. */
export async function logOut(): Promise<void> {
  await signOut();
  await addSessionMessage({ type: "success", text: SIGNED_OUT });
}
