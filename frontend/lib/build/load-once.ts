/**
 * A full page load of `url`, unless this tab already did one for `reason` (a session flag):
 * when the new load cannot fix what went wrong, the tab must not reload forever.
 */
export function loadOnce(flag: string, reason: string, url: string, storage: Storage | null, load: (url: string) => void): boolean {
  try {
    if (!storage || storage.getItem(flag) === reason) return false;
    storage.setItem(flag, reason);
  } catch {
    return false;
  }
  load(url);
  return true;
}
