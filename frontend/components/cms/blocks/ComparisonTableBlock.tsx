import { useId } from "react";

import styles from "./blocks.module.css";
import type { BlockOf } from "./types";

export function ComparisonTableBlock({ block }: { block: BlockOf<"ComparisonTableBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.wide}>
      <h2 id={headingId} className={styles.centeredHeading}>
        {block.heading}
      </h2>
      {/* Focusable so that keyboard users can scroll a table wider than the screen. */}
      <div className={styles.tableScroller} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className={styles.table}>
          <caption className="visually-hidden">{block.heading}</caption>
          <thead>
            <tr>
              <td />
              {block.column_headings.map((heading, index) => (
                <th key={index} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">{row.feature}</th>
                {block.column_headings.map((_, cellIndex) => (
                  <td key={cellIndex}>{row.cells[cellIndex] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
