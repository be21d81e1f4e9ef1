import { createHmac, timingSafeEqual } from "node:crypto";

import { sharedSecret } from "@/server/shared-secret.mjs";

const MAX_AGE_SECONDS = 300;

/** The backend's REVALIDATE_SECRET (the server's default only suits a local machine). */
export function revalidateSecret(): string {
  return sharedSecret(process.env);
}

export function sign(body: string, timestamp: number, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A webhook is genuine when signed with our secret less than five minutes ago (no replays). */
export function isGenuine(
  body: string,
  timestampHeader: string | null,
  signatureHeader: string | null,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(timestampHeader);
  if (!signatureHeader || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(sign(body, timestamp, secret));
  const given = Buffer.from(signatureHeader);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// Signatures already acted on, with when they expire (epoch seconds). In this process's memory:
// each storefront replica refuses a replay on its own, which is what a replay could cost it.
const used = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

/**
 * Whether this genuine request's signature is seen for the first time in its five minutes, and
 * remembers it: a captured request replayed within its window is refused, not acted on again.
 */
export function isFirstUse(signature: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  for (const [seen, expires] of used) {
    if (expires < nowSeconds) used.delete(seen);
  }
  if (used.has(signature)) return false;
  if (used.size >= MAX_REMEMBERED) used.delete(used.keys().next().value!);
  used.set(signature, nowSeconds + 2 * MAX_AGE_SECONDS);
  return true;
}

export type RevalidationRequest = { tags: string[]; paths: string[] };

export function parseRevalidation(body: string): RevalidationRequest | null {
  try {
    const data = JSON.parse(body);
    const strings = (value: unknown) =>
      Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : null;
    const tags = strings(data?.tags);
    const paths = strings(data?.paths);
    return tags && paths ? { tags, paths } : null;
  } catch {
    return null;
  }
}
