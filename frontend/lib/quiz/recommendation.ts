import type { PlanOption } from "@/lib/product/plans";

/**
 * The billing interval of the plan a quiz result recommends (its code, e.g. 3_month, as the plan
 * selector's ui_data.code), for the selector to open on; null when the product has no such plan
 * (the selector then opens on its usual choice).
 */
export function recommendedInterval(options: readonly PlanOption[], plan: string): number | null {
  const code = plan.trim().toLowerCase().replace(/-/g, "_");
  const option = options.find((candidate) => candidate.ui_data.code === code);
  return option ? Number(option.billing_interval || 0) : null;
}

/** Each cause's share of the strongest one's score, in percent (the strongest is 100). */
export function causeStrengths(causes: readonly { score: number }[]): number[] {
  const strongest = Math.max(0, ...causes.map((cause) => cause.score));
  return causes.map((cause) => (strongest > 0 ? Math.max(8, Math.round((cause.score / strongest) * 100)) : 0));
}
