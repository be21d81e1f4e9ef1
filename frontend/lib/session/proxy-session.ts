// The proxy's (Next's middleware) part of the session rules: a page load without a token asks the
// session-login check (./page-load-session), and who may open the account and the sign-in pages.
// Cheap checks only; account pages verify the token themselves.
import { NextResponse, type NextRequest } from "next/server";

import { HeaderCustomerDocument } from "@/lib/graphql/generated/graphql";
import { SignedOut, shopRequest } from "@/lib/graphql/server";

import { eraseSession, MESSAGES_COOKIE, messagesCookieOptions, requestHost, TOKEN_COOKIE } from "./cookies";
import { appendMessage } from "./messages";
import { checkSessionLogin, headersWithToken } from "./page-load-session";
import { isSignInPage, LOGIN_PATH, needsSignIn, RETURN_PARAM, signedInVisit } from "./routes";

/** Prefetches run no session side effects: a link drawn on screen is not a visit. */
function isPrefetch(request: NextRequest): boolean {
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  return request.headers.has("next-router-prefetch") || purpose.includes("prefetch");
}

/** The customer's first name, null when the API refuses the token, undefined when it cannot say. */
async function firstNameFor(token: string, request: NextRequest): Promise<string | null | undefined> {
  try {
    const data = await shopRequest(HeaderCustomerDocument, undefined, {
      token,
      forwardedFor: request.headers.get("x-forwarded-for"),
    });
    return data.customer.firstname.trim() || null;
  } catch (error) {
    return error instanceof SignedOut ? null : undefined;
  }
}

/** A response for a session-dependent page, or null when the request just goes on. */
export async function sessionResponse(request: NextRequest): Promise<NextResponse | null> {
  const restored = await checkSessionLogin(request);
  const response = await responseFor(request, restored?.token ?? null);
  if (!restored) return response;
  const answered = response ?? nextWith(request, restored.token);
  restored.applyTo(answered);
  return answered;
}

/** Goes on to the page; with a token just restored, the page is rendered as signed in. */
function nextWith(request: NextRequest, restoredToken: string | null): NextResponse {
  if (!restoredToken) return NextResponse.next();
  return NextResponse.next({ request: { headers: headersWithToken(request.headers, restoredToken) } });
}

async function responseFor(request: NextRequest, restoredToken: string | null): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const returnTo = request.nextUrl.searchParams.get(RETURN_PARAM);
  if (restoredToken) {
    // Signed in by the session just now: a sign-in page has nothing to do, the account opens
    // (the check's own message says they are signed in); any other page is served.
    if (!isSignInPage(pathname)) return null;
    return NextResponse.redirect(new URL(signedInVisit(pathname, returnTo)!.redirectTo, request.url), 307);
  }
  const token = request.cookies.get(TOKEN_COOKIE)?.value;
  if (needsSignIn(pathname) && !token) {
    return NextResponse.redirect(new URL(LOGIN_PATH, request.url), 307);
  }
  if (!token || !isSignInPage(pathname)) return null;

  const firstname = await firstNameFor(token, request);
  if (firstname === undefined) return null;
  if (firstname === null) {
    // A token that signs nobody in is cleared, and the page is served.
    const response = NextResponse.next();
    eraseSession(response.cookies, requestHost(request.headers));
    return response;
  }
  const visit = signedInVisit(pathname, returnTo)!;
  const response = NextResponse.redirect(new URL(visit.redirectTo, request.url), 307);
  if (visit.warning && !isPrefetch(request)) {
    const messages = appendMessage(request.cookies.get(MESSAGES_COOKIE)?.value, {
      type: "warning",
      text: visit.warning,
    });
    response.cookies.set(MESSAGES_COOKIE, messages, messagesCookieOptions(requestHost(request.headers)));
  }
  return response;
}
