// Cart prices: every price of a cart shows without decimals, unless any row
// or total has non-zero cents; then all of them show with 2, so the column lines up.

type Money = { value: string; currency: string };

type PricedCart = {
  items: ReadonlyArray<{ prices: { row_total: Money } }>;
  prices: {
    subtotal_including_tax: Money;
    total_discount: Money;
    shipping: Money;
    grand_total: Money;
  };
};

/** Whether a decimal string has cents once rounded to the cent ("6.95" yes, "88.00" and "0.999" no). */
export function hasCents(value: string): boolean {
  const cents = Math.round(Math.abs(Number(value)) * 100);
  return Number.isFinite(cents) && cents % 100 !== 0;
}

/** Formats an amount as dollars, with 2 decimals or none. */
export function formatCartPrice(value: string, withCents: boolean, currency = "USD"): string {
  const digits = withCents ? 2 : 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(value));
}

/** The rows and totals whose cents decide how the whole cart is shown. */
export function cartAmounts(cart: PricedCart): Money[] {
  const { subtotal_including_tax, total_discount, shipping, grand_total } = cart.prices;
  return [
    ...cart.items.map((item) => item.prices.row_total),
    subtotal_including_tax,
    total_discount,
    shipping,
    grand_total,
  ];
}

/** One formatter for every price of this cart. */
export function cartPriceFormatter(cart: PricedCart): (money: Money) => string {
  const withCents = cartAmounts(cart).some((money) => hasCents(money.value));
  return (money) => formatCartPrice(money.value, withCents, money.currency || "USD");
}
