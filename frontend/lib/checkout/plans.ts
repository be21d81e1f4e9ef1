// How a plan's billing interval (months: 0 one-time, 1, 3, 6) reads on the confirmation page
// (DESIGN "Commerce rules": option titles, and "Every 30/90/180 days" for 1/3/6-month billing).

const OPTION_TITLES: Record<number, string> = {
  0: "One-Time Purchase",
  1: "Monthly Subscription",
  3: "3-Month Subscription",
  6: "6-Month Subscription",
};

export function optionTitle(billingInterval: number): string {
  return OPTION_TITLES[billingInterval] ?? `${billingInterval}-Month Subscription`;
}

/** The days between deliveries the shop advertises for a subscription: 30 per month. */
export function renewalDays(billingInterval: number): number {
  return billingInterval * 30;
}
