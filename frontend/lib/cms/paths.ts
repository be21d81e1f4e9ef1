/** Turns route segments into the page's URL path: [] -> "/", ["men", "results"] -> "/men/results/". */
export function urlPathFromSegments(segments: string[] | undefined): string {
  // Next has already decoded the segments; decoding again would break on a literal "%".
  const parts = (segments ?? []).filter(Boolean);
  return parts.length ? `/${parts.join("/")}/` : "/";
}
