import styles from "./ComparisonTable.module.css";

export type ComparisonRow = { label: string; cells: readonly string[] };

type Props = {
  /** The id of the heading that names the table (its scroll region is labelled by it). */
  labelledBy: string;
  caption: string;
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** Smaller type and padding, for a panel such as the search overlay. */
  compact?: boolean;
  /** Equal columns: a long value wraps in its cell instead of widening the table. */
  equalColumns?: boolean;
};

/**
 * A comparison as a real table: a label per row, a value per column. It never widens the page:
 * on a narrow screen it scrolls sideways in its own box, which keyboard users can focus.
 */
export function ComparisonTable({ labelledBy, caption, columns, rows, compact = false, equalColumns = false }: Props) {
  const tableClass = [styles.table, compact && styles.compact, equalColumns && styles.equalColumns]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className={tableClass}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row">{row.label}</th>
              {columns.map((_, cellIndex) => (
                <td key={cellIndex}>{row.cells[cellIndex] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
