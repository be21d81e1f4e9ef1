/** The browser's localStorage or sessionStorage when it allows it (reading either throws when
 * storage is disabled, or in a sandboxed frame); null on the server. */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}
