// Server code only: the session cookies of the request being answered (server actions).
import { cookies, headers } from "next/headers";

import { eraseSession, MESSAGES_COOKIE, messagesCookieOptions, requestHost, writeSession } from "./cookies";
import { appendMessage, type SessionMessage } from "./messages";

/** The host the shopper asked for, which decides whether cookies must be Secure. */
async function shopperHost(): Promise<string | null> {
  return requestHost(await headers());
}

export async function storeSession(token: string): Promise<void> {
  writeSession(await cookies(), token, await shopperHost());
}

export async function clearSession(): Promise<void> {
  eraseSession(await cookies(), await shopperHost());
}

/** Leaves a message for the next page the shopper sees (shown by SessionMessages). */
export async function addSessionMessage(message: SessionMessage): Promise<void> {
  const jar = await cookies();
  const value = appendMessage(jar.get(MESSAGES_COOKIE)?.value, message);
  jar.set(MESSAGES_COOKIE, value, messagesCookieOptions(await shopperHost()));
}
