import { useId } from "react";

import { ComparisonTable } from "@/components/ui/ComparisonTable";
import { FORMULA_LABELS, formulaCells } from "@/lib/help/formulas";

import styles from "./blocks.module.css";
import type { BlockOf } from "./types";

/** The four women's formulas side by side: a real table, scrolled sideways on a phone. */
export function FormulaComparisonBlock({ block }: { block: BlockOf<"FormulaComparisonBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.formulaComparison}>
      <h2 id={headingId}>{block.heading}</h2>
      <ComparisonTable
        labelledBy={headingId}
        caption={block.heading}
        columns={FORMULA_LABELS}
        rows={block.rows.map((row) => ({ label: row.feature, cells: formulaCells(row) }))}
        equalColumns
      />
    </section>
  );
}
