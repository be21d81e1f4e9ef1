// The add-to-cart link /dpa/add/tocart/?skus=A,B&purchase_source=x&code=C, which marketing emails
// and ads use to fill a cart (and apply a code) in one click. A promotion's link (the ribbon's)
// may carry only a code, /dpa/add/tocart/?code=C: the code goes on the cart, which then says what
// it needs.

export const DPA_LINK_INCORRECT = "DPA link is incorrect.";

/** What the shop's REST add_to_cart is sent: one purchase source per SKU, or a code alone. */
export type DpaRequest = { skus: string[]; purchase_source: string[]; code?: string } | { code: string };

function list(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The link's request, or null when it lacks skus or purchase_source (and is not a code alone).
 * Several SKUs with fewer sources get the last source repeated, so each SKU has one.
 */
export function parseDpaLink(params: URLSearchParams): DpaRequest | null {
  const skus = list(params.get("skus"));
  const sources = list(params.get("purchase_source"));
  const onlyCode = params.get("code")?.trim();
  if (onlyCode && !params.has("skus") && !params.has("purchase_source")) return { code: onlyCode };
  if (skus.length === 0 || sources.length === 0) return null;
  const last = sources[sources.length - 1];
  const purchase_source = skus.map((_, index) => sources[index] ?? last);
  const code = params.get("code")?.trim();
  return code ? { skus, purchase_source, code } : { skus, purchase_source };
}

/** The reason in a refusal of add_to_cart (`{"error": "..."}`), or null when the reply is a cart.
 * A reply that contains the text "error" counts as one, as the old endpoint's callers read it. */
export function dpaRefusal(status: number, body: string): string | null {
  let reason: unknown;
  try {
    const parsed: unknown = JSON.parse(body);
    reason = typeof parsed === "object" && parsed !== null ? (parsed as { error?: unknown }).error : undefined;
  } catch {
    reason = undefined;
  }
  if (typeof reason === "string" && reason.trim()) return reason.trim();
  if (status >= 300 || /error/i.test(body)) return DPA_NOT_ADDED;
  return null;
}

/** When the shop says no without saying why. */
export const DPA_NOT_ADDED = "The products of this link could not be added to your cart.";
