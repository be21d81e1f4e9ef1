// The tracker's budget: what every page loads for analytics and consent, at most 5 kB gzip: the
// consent root with the tracker's first-load half, and the sending half it imports at once.
// Bundled here as the production build would (minified; React and Next are the framework's, the
// consent panel and the lead-capture modal are loaded on demand, styles are CSS), by rolldown,
// the bundler vite ships with, so the figure is deterministic and needs no `next build`.
import path from "node:path";
import { gzipSync } from "node:zlib";

import { build } from "rolldown";
import { describe, expect, it } from "vitest";

export const TRACKER_BUDGET_BYTES = 5 * 1024;
const root = path.resolve(__dirname, "../..");

async function gzippedEntry(entry: string): Promise<number> {
  const output = await build({
    input: `${root}/${entry}`,
    write: false,
    resolve: { alias: { "@": root } },
    external: (id) => /^(react|next)(\/|$)/.test(id) || /\.css$/.test(id) || /(ConsentPanel|LeadCaptureModal)$/.test(id),
    output: { format: "esm", minify: true },
    logLevel: "silent",
  });
  // Each chunk is fetched on its own: each gzipped on its own.
  return output.output
    .filter((chunk) => chunk.type === "chunk")
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

describe("the tracker's weight", () => {
  it("stays within 5 kB gzip, with the consent root every page draws and the sender", async () => {
    const bytes = await gzippedEntry("components/consent/ConsentRoot.tsx");
    console.info(`tracker + consent root: ${(bytes / 1024).toFixed(2)} kB gzip`);
    expect(bytes).toBeLessThanOrEqual(TRACKER_BUDGET_BYTES);
  }, 30_000);
});
