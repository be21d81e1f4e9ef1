// Server code (the proxy): a page load without a token asks the backend's session-login check
// whether the visitor's Django session (signed in on the backend, e.g. in the same browser's
// CMS or dashboard) signs them in; a returned token is stored for 5 days, a message is shown.
//
// Only a visitor who carries a Django session cookie can be signed in that way, so only they
// are asked about, once per session: every other page load (nearly all of them, served from
// cache) waits on nothing.
import type { NextRequest, NextResponse } from "next/server";

import { fetchUpstream, isRelayable, upstreamHeaders } from "@/lib/graphql/upstream";

import {
  MESSAGES_COOKIE,
  messagesCookieOptions,
  requestHost,
  SESSION_CHECKED_COOKIE,
  sessionCheckedCookieOptions,
  TOKEN_COOKIE,
  writeSession,
} from "./cookies";
import { appendMessage, type SessionMessage } from "./messages";
import { sessionLoginPath } from "./rest-paths";
import { sessionLoginMessage, takeSessionLoginToken } from "./session-login";

/** Django's session cookie (its SESSION_COOKIE_NAME, left at Django's default). */
export const DJANGO_SESSION_COOKIE = "sessionid";
/** The longest a page load waits for the check; without an answer the page is served as it is. */
export const SESSION_LOGIN_TIMEOUT_MS = 1000;

export type SessionLoginCheck = {
  /** The token the check returned, already written by `applyTo`; null when it returned none. */
  token: string | null;
  /** Writes the outcome into the response the proxy gives: the token and its marker, the
   * message, that this session was asked about, and Django's own change to its session cookie.
   * Call it after every other cookie of the response is set (see the end of applyTo). */
  applyTo(response: NextResponse): void;
};

type IncomingRequest = Pick<NextRequest, "method" | "headers" | "cookies" | "nextUrl">;

/** An editor's draft preview shows the page as shoppers see it: the editor's CMS session does
 * not sign them in to the shop there. */
const PREVIEW_PATH = "/preview/";

/** A browser loading a page (not a prefetch, not the router fetching a page's data). */
export function isPageLoad(request: Pick<NextRequest, "method" | "headers">): boolean {
  const { headers } = request;
  if (request.method !== "GET" || headers.has("rsc") || headers.has("next-router-prefetch")) return false;
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose") ?? "";
  if (purpose.includes("prefetch")) return false;
  const destination = headers.get("sec-fetch-dest");
  return destination ? destination === "document" : (headers.get("accept") ?? "").includes("text/html");
}

/** A digest of the Django session cookie: the marker must not be a second copy of the session. */
export async function sessionFingerprint(sessionId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sessionId));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Answer = { token: string | null; message: SessionMessage | null; sessionCookies: string[] };

const NO_ANSWER: Answer = { token: null, message: null, sessionCookies: [] };

/** Asks the backend about this Django session; NO_ANSWER when it cannot say in time. */
async function askBackend(sessionId: string, forwardedFor: string | null): Promise<Answer> {
  const upstream = await fetchUpstream(sessionLoginPath(), {
    method: "GET",
    // Only the session cookie: nothing else of the visitor's is the check's business.
    headers: upstreamHeaders(
      { cookie: `${DJANGO_SESSION_COOKIE}=${sessionId}`, forwardedFor },
      { accept: "application/json" },
    ),
    cache: "no-store",
    signal: AbortSignal.timeout(SESSION_LOGIN_TIMEOUT_MS),
  });
  if (!isRelayable(upstream) || !upstream.ok) return NO_ANSWER;
  let text: string;
  try {
    text = await upstream.text();
  } catch {
    return NO_ANSWER; // the time ran out while the body was on its way
  }
  const { token, body } = takeSessionLoginToken(text);
  return {
    token,
    message: sessionLoginMessage(body, token !== null),
    // A session that no longer signs anyone in is deleted by Django: the browser drops it too.
    sessionCookies: upstream.headers
      .getSetCookie()
      .filter((line) => line.trimStart().startsWith(`${DJANGO_SESSION_COOKIE}=`)),
  };
}

/**
 * The session-login check of this request, or null when it is not asked: not a page load, a
 * draft preview, a token already stored, no Django session cookie, or this session already
 * asked about. Asked
 * about means whatever the answer, even none in time: a slow backend slows one page load, not
 * every one.
 */
export async function checkSessionLogin(request: IncomingRequest): Promise<SessionLoginCheck | null> {
  if (!isPageLoad(request) || request.cookies.get(TOKEN_COOKIE)?.value) return null;
  if (request.nextUrl.pathname.startsWith(PREVIEW_PATH)) return null;
  const sessionId = request.cookies.get(DJANGO_SESSION_COOKIE)?.value;
  if (!sessionId) return null;
  const fingerprint = await sessionFingerprint(sessionId);
  if (request.cookies.get(SESSION_CHECKED_COOKIE)?.value === fingerprint) return null;

  const answer = await askBackend(sessionId, request.headers.get("x-forwarded-for"));
  const host = requestHost(request.headers);
  return {
    token: answer.token,
    applyTo(response) {
      if (answer.token) writeSession(response.cookies, answer.token, host);
      response.cookies.set(SESSION_CHECKED_COOKIE, fingerprint, sessionCheckedCookieOptions(host));
      if (answer.message) {
        const messages = appendMessage(request.cookies.get(MESSAGES_COOKIE)?.value, answer.message);
        response.cookies.set(MESSAGES_COOKIE, messages, messagesCookieOptions(host));
      }
      // Appended last: NextResponse.cookies rewrites the Set-Cookie headers it knows of on each set.
      for (const line of answer.sessionCookies) response.headers.append("set-cookie", line);
    },
  };
}

/** The request's headers with the token added to its cookies, so that the page rendered for this
 * very request already counts the visitor as signed in. */
export function headersWithToken(headers: Headers, token: string): Headers {
  const next = new Headers(headers);
  const others = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${TOKEN_COOKIE}=`));
  next.set("cookie", [...others, `${TOKEN_COOKIE}=${token}`].join("; "));
  return next;
}
