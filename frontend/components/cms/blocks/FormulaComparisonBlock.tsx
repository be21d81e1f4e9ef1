import { useId } from "react";

import { FORMULA_COLUMNS } from "@/lib/help/formulas";

import styles from "./blocks.module.css";
import type { BlockOf } from "./types";

/** The four women's formulas side by side: a real table, scrolled sideways on a phone. */
export function FormulaComparisonBlock({ block }: { block: BlockOf<"FormulaComparisonBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.formulaComparison}>
      <h2 id={headingId}>{block.heading}</h2>
      {/* Focusable so that keyboard users can scroll a table wider than the screen. */}
      <div className={styles.tableScroller} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className={styles.table}>
          <caption className="visually-hidden">{block.heading}</caption>
          <thead>
            <tr>
              <td />
              {FORMULA_COLUMNS.map((formula) => (
                <th key={formula.key} scope="col">
                  {formula.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">{row.feature}</th>
                {FORMULA_COLUMNS.map((formula) => (
                  <td key={formula.key}>{row[formula.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
