import { createHmac, timingSafeEqual } from "node:crypto";

// Must match the backend's REVALIDATE_SECRET; the default only suits a local machine.
const DEFAULT_SECRET = "insecure-development-revalidate-secret";
const MAX_AGE_SECONDS = 300;

export function revalidateSecret(): string {
  return process.env.REVALIDATE_SECRET || DEFAULT_SECRET;
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
