import { readFileSync } from "node:fs";
import path from "node:path";

let cached: string | null | undefined;

/**
 * The id of the build this server runs (`next build` writes it before pages are prerendered);
 * null under `next dev`, which has none. Read once: a new build means a new server process.
 */
export function currentBuildId(): string | null {
  if (cached === undefined) {
    try {
      cached = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim() || null;
    } catch {
      cached = null;
    }
  }
  return cached;
}
