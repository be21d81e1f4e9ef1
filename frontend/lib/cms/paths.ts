/** Turns route segments into the page's URL path: [] -> "/", ["men", "results"] -> "/men/results/". */
export function urlPathFromSegments(segments: string[] | undefined): string {
  const parts = (segments ?? []).filter(Boolean).map((segment) => decodeURIComponent(segment));
  return parts.length ? `/${parts.join("/")}/` : "/";
}
