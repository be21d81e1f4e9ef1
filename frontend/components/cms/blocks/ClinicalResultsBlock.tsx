import { useId } from "react";

import { numberFootnotes } from "@/lib/cms/footnotes";

import styles from "./productBlocks.module.css";
import type { BlockOf } from "./types";

// Structure/function claims about a supplement must carry this (21 CFR 101.93); always shown, so no
// editor can leave it out.
export const FDA_DISCLAIMER =
  "These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.";

/** Clinical figures, each marked with the study behind it; the studies are listed beneath. */
export function ClinicalResultsBlock({ block }: { block: BlockOf<"ClinicalResultsBlock"> }) {
  // Plain characters only: the id ends up in the footnote links' fragments.
  const id = `results${useId().replace(/[^\w-]/g, "")}`;
  const { notes, marks } = numberFootnotes(block.results.map((result) => result.footnote));
  return (
    <section className={styles.wideSection} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.centered}>
        {block.heading}
      </h2>
      <ul className={styles.results}>
        {block.results.map((result, index) => {
          const mark = marks[index];
          return (
            <li key={index} className={styles.result}>
              <span className={styles.figure}>{result.figure}</span>
              <span className={styles.statement}>
                {result.statement}
                {mark !== null && (
                  <sup>
                    <a href={`#${id}-note-${mark}`} className={styles.noteLink} aria-label={`Footnote ${mark}`}>
                      {mark}
                    </a>
                  </sup>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {notes.length > 0 && (
        <ol className={styles.studyNotes}>
          {notes.map((note, index) => (
            <li key={index} id={`${id}-note-${index + 1}`}>
              {note}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.disclaimer}>{FDA_DISCLAIMER}</p>
    </section>
  );
}
