/**
 * Numbers footnotes in the order they first appear: items sharing a footnote share its number,
 * items without one get none (null).
 */
export function numberFootnotes(footnotes: readonly string[]): { notes: string[]; marks: (number | null)[] } {
  const notes: string[] = [];
  const marks = footnotes.map((footnote) => {
    const text = footnote.trim();
    if (!text) return null;
    const known = notes.indexOf(text);
    if (known >= 0) return known + 1;
    notes.push(text);
    return notes.length;
  });
  return { notes, marks };
}
