import { useId } from "react";

import { ComparisonTable } from "@/components/ui/ComparisonTable";

import styles from "./blocks.module.css";
import type { BlockOf } from "./types";

export function ComparisonTableBlock({ block }: { block: BlockOf<"ComparisonTableBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.wide}>
      <h2 id={headingId} className={styles.centeredHeading}>
        {block.heading}
      </h2>
      <ComparisonTable
        labelledBy={headingId}
        caption={block.heading}
        columns={block.column_headings}
        rows={block.rows.map((row) => ({ label: row.feature, cells: row.cells }))}
      />
    </section>
  );
}
