/** The tracker's identify call: loaded only where a signed-in customer is known (account pages). */
import { send } from "./tracker";

async function sha256(text: string): Promise<string | null> {
  if (!crypto.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((x) => x.toString(16).padStart(2, "0")).join("");
}

/** A telephone number as hashed: formatting removed, +1 prepended when it does not start so. */
export function normalizePhone(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, "");
  return compact.startsWith("+1") ? compact : `+1${compact.replace(/^\+/, "")}`;
}

export type Traits = { email?: string | null; phone?: string | null; [trait: string]: unknown };

/** Who the visitor is: their email and telephone, each with its SHA-256 (lower-cased email;
 * telephone with +1); later events carry the user id. */
export async function identify(id: string | number | null, { email, phone, ...rest }: Traits): Promise<void> {
  if (typeof window === "undefined") return;
  const traits: Record<string, unknown> = { ...rest };
  if (email) {
    traits.email = email.trim().toLowerCase();
    traits.email_sha256 = await sha256(traits.email as string);
  }
  if (phone) {
    traits.phone = normalizePhone(phone);
    traits.phone_sha256 = await sha256(traits.phone as string);
  }
  send({ type: "identify", traits, userId: id === null ? null : String(id) });
}

