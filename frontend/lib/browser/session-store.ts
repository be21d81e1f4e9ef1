/** sessionStorage when the browser allows it (reading it throws when storage is disabled). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
