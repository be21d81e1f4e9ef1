/** Grapple types list fields as nullable lists of nullable items; the API never sends nulls. */
export function presentItems<T>(items: readonly (T | null)[] | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item !== null);
}
