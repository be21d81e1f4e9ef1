import { REQUIRED } from "@/lib/session/texts";

/** Card type codes (Magento's) as shoppers read them. */
const CARD_TYPES: Record<string, string> = {
  VI: "Visa",
  MC: "Mastercard",
  AE: "American Express",
  DI: "Discover",
  JCB: "JCB",
  DN: "Diners Club",
};

export function cardTypeName(code: string): string {
  return CARD_TYPES[code] ?? "Card";
}

/** "Visa ending in 4242". */
export function cardSummary(additional: { cc_type: string; cc_last4: string }): string {
  return `${cardTypeName(additional.cc_type)} ending in ${additional.cc_last4}`;
}

/** "12/2030" from the stored month and year. */
export function cardExpiry(additional: { cc_exp_month: string; cc_exp_year: string }): string {
  return `${additional.cc_exp_month.padStart(2, "0")}/${additional.cc_exp_year}`;
}

/** A card is usable through `expires`, the last day of its expiry month ("YYYY-MM-DD"). */
export function isCardExpired(expires: string, today: string): boolean {
  return expires < today;
}

/** The expiry years a card form offers: this year and the next 15. */
export function expiryYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 16 }, (_, index) => year + index);
}

export type CardDetails = { cardNumber: string; expMonth: number; expYear: number; cardCode: string };

/** A new card as its form holds it: the text of each field. Kept in component memory only. */
export type CardDraft = { cardNumber: string; expMonth: string; expYear: string; cardCode: string };

export type CardProblems = Partial<Record<keyof CardDraft, string>>;

export const EMPTY_CARD: CardDraft = { cardNumber: "", expMonth: "", expYear: "", cardCode: "" };


/** The card fields still empty; the gateway judges the number, date and code themselves. */
export function cardDraftProblems(card: CardDraft): CardProblems {
  const problems: CardProblems = {};
  if (!card.cardNumber.trim()) problems.cardNumber = REQUIRED;
  if (!card.expMonth) problems.expMonth = REQUIRED;
  if (!card.expYear) problems.expYear = REQUIRED;
  if (!card.cardCode.trim()) problems.cardCode = REQUIRED;
  return problems;
}

/** What the tokenise call takes from a filled-in draft. */
export function cardDetails(card: CardDraft): CardDetails {
  return { cardNumber: card.cardNumber, expMonth: Number(card.expMonth), expYear: Number(card.expYear), cardCode: card.cardCode };
}

export type TokenizeResult =
  | { kind: "nonce"; nonce: string }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

/**
 * Posts the card to the payment gateway's tokenise endpoint, on the storefront's own origin, and
 * returns its single-use nonce. The card number travels only in this request's JSON body: never
 * in a URL, a GraphQL variable or storage. The gateway's own message is returned as it is.
 */
export async function tokenizeCard(tokenizeUrl: string, clientKey: string, card: CardDetails): Promise<TokenizeResult> {
  let url: URL;
  try {
    url = new URL(tokenizeUrl, window.location.origin);
  } catch {
    return { kind: "failed" };
  }
  if (url.origin !== window.location.origin) return { kind: "failed" };

  let response: Response;
  let body: { nonce?: unknown; error?: { message?: unknown } } | null;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        client_key: clientKey,
        card_number: card.cardNumber.replace(/[\s-]/g, ""),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        card_code: card.cardCode.trim(),
      }),
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
    body = await response.json();
  } catch {
    return { kind: "failed" };
  }
  if (response.ok && typeof body?.nonce === "string" && body.nonce) return { kind: "nonce", nonce: body.nonce };
  const message = body?.error?.message;
  if (response.status >= 400 && response.status < 500 && typeof message === "string" && message) {
    return { kind: "refused", message };
  }
  return { kind: "failed" };
}
