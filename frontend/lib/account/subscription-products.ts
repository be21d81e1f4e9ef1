// The edit-products page's rules: what a line may swap to, what may be added, what must stay.
// The shop checks the same on confirming (commerce/subscriptions/changes.py); these only keep
// the page from offering what it would refuse.
import type { SubscriptionOfferFieldsFragment, SubscriptionProductInput } from "@/lib/graphql/generated/graphql";

export type OfferedPlan = Omit<SubscriptionOfferFieldsFragment, "__typename">;

/** A line of the proposal; `id` stays when its product is swapped, so the line keeps its place and focus. */
export type ProposedLine = { id: number; sku: string; qty: number };

export const KEEP_A_CORE = "A subscription keeps at least one core formula. Swap it for another formula instead.";
export const KEEP_A_PRODUCT = "A subscription ships at least one product.";

export function proposedLines(items: { sku: string; qty: number }[]): ProposedLine[] {
  return items.map((item, index) => ({ id: index, sku: item.sku, qty: item.qty }));
}

/** What the estimate and the change take. */
export function productsInput(lines: ProposedLine[]): SubscriptionProductInput[] {
  return lines.map(({ sku, qty }) => ({ sku, qty }));
}

export function isCore(sku: string, offered: Map<string, OfferedPlan>): boolean {
  return offered.get(sku)?.is_core ?? false;
}

/** Why this line can't be removed (it is the last core formula, or the last line); null when it can. */
export function keptBecause(line: ProposedLine, lines: ProposedLine[], offered: Map<string, OfferedPlan>): string | null {
  if (isLastCore(line, lines, offered)) return KEEP_A_CORE;
  return lines.length === 1 ? KEEP_A_PRODUCT : null;
}

/** Whether removing this line would leave no core formula. */
export function isLastCore(line: ProposedLine, lines: ProposedLine[], offered: Map<string, OfferedPlan>): boolean {
  return isCore(line.sku, offered) && lines.filter((other) => isCore(other.sku, offered)).length === 1;
}

/** The other core formulas of the line's gender that the subscription does not ship yet. */
export function swapChoices(line: ProposedLine, lines: ProposedLine[], offered: Map<string, OfferedPlan>): OfferedPlan[] {
  const plan = offered.get(line.sku);
  if (!plan?.is_core) return [];
  const shipped = new Set(lines.map((other) => other.sku));
  return [...offered.values()].filter(
    (other) => other.is_core && other.product_gender === plan.product_gender && !shipped.has(other.sku),
  );
}

/** The boosters and scalp products offered with its formulas that it does not ship yet. */
export function addChoices(lines: ProposedLine[], offered: Map<string, OfferedPlan>): OfferedPlan[] {
  const shipped = new Set(lines.map((line) => line.sku));
  return [...offered.values()].filter((plan) => (plan.is_booster || plan.is_scalp) && !shipped.has(plan.sku));
}

/** Whether the proposal ships exactly what it ships now. */
export function sameProducts(lines: ProposedLine[], now: { sku: string; qty: number }[]): boolean {
  const text = (items: { sku: string; qty: number }[]) =>
    items
      .map(({ sku, qty }) => `${sku}×${qty}`)
      .sort()
      .join(",");
  return text(lines) === text(now);
}

/** "2 × Rootwell Core for Women and 1 × Biotin Booster": what a confirmed change ships. */
export function describeLines(lines: ProposedLine[], nameOf: (sku: string) => string): string {
  const parts = lines.map((line) => `${line.qty} × ${nameOf(line.sku)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}
