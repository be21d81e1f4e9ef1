import { useId } from "react";

import styles from "./productBlocks.module.css";
import type { BlockOf } from "./types";

/** The label's supplement-facts panel as a real table: ingredient, amount, % Daily Value. */
export function SupplementFactsBlock({ block }: { block: BlockOf<"SupplementFactsBlock"> }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.factsPanel}>
        <h2 id={headingId} className={styles.factsHeading}>
          {block.heading}
        </h2>
        <p className={styles.serving}>
          <span>Serving Size {block.serving_size}</span>
          <span>Servings Per Container {block.servings_per_container}</span>
        </p>
        <table className={styles.factsTable} aria-labelledby={headingId}>
          <colgroup>
            <col />
            <col className={styles.amountColumn} />
            <col className={styles.valueColumn} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Ingredient</th>
              <th scope="col" className={styles.number}>
                Amount Per Serving
              </th>
              <th scope="col" className={styles.number}>
                % Daily Value
              </th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.ingredient}</th>
                <td className={styles.number}>{row.amount}</td>
                <td className={styles.number}>{row.daily_value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {block.footnotes.length > 0 && (
          <ul className={styles.factsNotes}>
            {block.footnotes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        )}
        {block.other_ingredients && (
          <p className={styles.otherIngredients}>
            <strong>Other ingredients:</strong> {block.other_ingredients}
          </p>
        )}
      </div>
    </section>
  );
}
