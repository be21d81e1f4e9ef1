/** Formats a decimal string as dollars; whole amounts show without cents. */
export function formatPrice(value: string, currency = "USD"): string {
  const amount = Number(value);
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(amount);
}
