/** The help centre an article belongs to: "/men/faq/does-it-block-dht/" -> "/men/faq/". */
export function helpCentrePath(articlePath: string): string {
  const parts = articlePath.split("/").filter(Boolean);
  return parts.length > 1 ? `/${parts.slice(0, -1).join("/")}/` : "/faq/";
}
