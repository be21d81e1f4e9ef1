// Session messages: what server code wants the next
// page to say, carried in the readable `messages` cookie as a JSON array of {type, text}.
import { MESSAGES_COOKIE } from "./cookies";

export type SessionMessageType = "success" | "error" | "warning" | "info";
export type SessionMessage = { type: SessionMessageType; text: string };

const TYPES = new Set<string>(["success", "error", "warning", "info"]);
/** A cookie holds about 4 kB; a handful of messages is all a page ever needs. */
const MAX_MESSAGES = 5;

function isMessage(value: unknown): value is { type: unknown; text: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { text?: unknown }).text === "string" &&
    (value as { text: string }).text.trim() !== ""
  );
}

/** The messages a cookie value holds (already URI-decoded); anything malformed is dropped. An
 * unknown type counts as a plain notice: only errors are told apart from the rest. */
export function parseMessages(raw: string | null | undefined): SessionMessage[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isMessage)
    .map((message) => ({
      type: (TYPES.has(String(message.type)) ? message.type : "info") as SessionMessageType,
      text: message.text,
    }))
    .slice(-MAX_MESSAGES);
}

/** The cookie value after adding a message; the same text is not said twice. */
export function appendMessage(raw: string | null | undefined, message: SessionMessage): string {
  const messages = parseMessages(raw).filter((existing) => existing.text !== message.text);
  return JSON.stringify([...messages, message].slice(-MAX_MESSAGES));
}

/** The `messages` cookie's decoded value in a `document.cookie` string, if any. */
export function messagesCookieValue(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== MESSAGES_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The messages of a `document.cookie` string (cookie values are URI-encoded). */
export function messagesFromCookieHeader(cookieHeader: string): SessionMessage[] {
  return parseMessages(messagesCookieValue(cookieHeader));
}

/** The cookie value once the messages already shown are taken out; null when none is left. */
export function withoutMessages(raw: string | null | undefined, shown: SessionMessage[]): string | null {
  const left = parseMessages(raw).filter(
    (message) => !shown.some((seen) => seen.type === message.type && seen.text === message.text),
  );
  return left.length ? JSON.stringify(left) : null;
}

/** Messages containing the word subscription show as an info banner. */
export function isInfoBanner(message: SessionMessage): boolean {
  return /subscription/i.test(message.text);
}

/** Errors interrupt (role=alert), whatever they look like; the rest is announced politely. */
export function messageRole(message: SessionMessage): "alert" | "status" {
  return message.type === "error" ? "alert" : "status";
}

/** How a message looks: the info banner wins over its own type. */
export function messageTone(message: SessionMessage): SessionMessageType {
  return isInfoBanner(message) ? "info" : message.type;
}

/** Browser code: sets the `messages` cookie to `value` (a JSON array), or clears it for null. */
export function writeMessagesCookie(value: string | null): void {
  const attributes = `; Path=/; SameSite=Lax${window.location.protocol === "https:" ? "; Secure" : ""}`;
  document.cookie =
    value === null
      ? `${MESSAGES_COOKIE}=; Max-Age=0${attributes}`
      : `${MESSAGES_COOKIE}=${encodeURIComponent(value)}${attributes}`;
}

/** Browser code: leaves a message for the page the browser goes to next (after a change made
 * from this one). */
export function addMessageForNextPage(message: SessionMessage): void {
  writeMessagesCookie(appendMessage(messagesCookieValue(document.cookie), message));
}

/** Milliseconds after which the SessionMessages component clears the cookie. */
export const MESSAGES_CLEAR_DELAY_MS = 250;
