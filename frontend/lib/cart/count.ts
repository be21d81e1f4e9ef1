/**
 * The cart count shown on the header badge: a non-negative whole number
 * read from whatever the cart sent (a number, a string, even a fragment of markup).
 */
export function cartCount(raw: unknown): number {
  if (typeof raw === "number") {
    return Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
  }
  if (typeof raw !== "string") return 0;
  const digits = raw.replace(/<[^>]*>/g, "").replace(/\D/g, "");
  if (!digits) return 0;
  const count = Number.parseInt(digits, 10);
  return Number.isSafeInteger(count) ? count : 0;
}

/** The badge shows only for one item or more. */
export function showsCartBadge(count: number): boolean {
  return count >= 1;
}

/** The count in the readable `cart_count` cookie Django keeps beside the cart (0 without one). */
export function cartCountFromCookies(cookieHeader: string): number {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== "cart_count") continue;
    try {
      return cartCount(decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      return 0;
    }
  }
  return 0;
}
