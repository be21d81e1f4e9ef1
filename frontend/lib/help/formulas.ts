/** The four women's formulas an FAQ comparison table sets side by side (spec §2), in its order. */
export const FORMULA_COLUMNS = [
  { key: "women", label: "Women" },
  { key: "womens_vegan", label: "Women's Vegan" },
  { key: "womens_balance", label: "Women's Balance" },
  { key: "postpartum", label: "Postpartum" },
] as const;

export type FormulaKey = (typeof FORMULA_COLUMNS)[number]["key"];


export const FORMULA_LABELS = FORMULA_COLUMNS.map((formula) => formula.label);

/** A comparison row's values in the columns' order. */
export function formulaCells(row: Record<FormulaKey, string>): string[] {
  return FORMULA_COLUMNS.map((formula) => row[formula.key]);
}
