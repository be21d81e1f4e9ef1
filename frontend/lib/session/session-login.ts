// The REST session-login answer: "JSON string or object with success, token,
// message". The storefront keeps the token in its httpOnly cookie; the browser never sees it.
import type { SessionMessage } from "./messages";

export type SessionLoginAnswer = { token: string | null; body: unknown };

/** The token an answer carries, and the answer as the browser may see it (without the token). */
export function takeSessionLoginToken(text: string): SessionLoginAnswer {
  let value: unknown;
  try {
    value = JSON.parse(text);
    // Magento's endpoint may answer with a JSON string holding the object.
    if (typeof value === "string") value = JSON.parse(value);
  } catch {
    return { token: null, body: null };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { token: null, body: value };
  const { token, ...rest } = value as Record<string, unknown>;
  const usable = rest.success === true && typeof token === "string" && token !== "" ? token : null;
  return { token: usable, body: rest };
}

/** What the answer tells the visitor (its message), as a message for the page; null when it says
 * nothing. Signed in, it is good news; otherwise a warning (a session that has ended, say). */
export function sessionLoginMessage(body: unknown, signedIn: boolean): SessionMessage | null {
  if (typeof body !== "object" || body === null) return null;
  const message = (body as { message?: unknown }).message;
  if (typeof message !== "string" || message.trim() === "") return null;
  return { type: signedIn ? "success" : "warning", text: message.trim() };
}
