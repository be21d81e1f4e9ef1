import { revalidateSecret, sign } from "../lib/cms/revalidation";

/**
 * Playwright's global setup, run once the servers are up: the storefront may still hold pages and
 * data cached against an earlier run's backend (whose image renditions this fresh database has
 * not made), so expire them the way the CMS does after publishing.
 */
export default async function freshStorefront() {
  const frontendPort = process.env.E2E_FRONTEND_PORT ?? 3100;
  const body = JSON.stringify({ tags: ["cms"], paths: ["/"] });
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await fetch(`http://127.0.0.1:${frontendPort}/api/revalidate`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "x-rootwell-timestamp": String(timestamp),
      "x-rootwell-signature": sign(body, timestamp, revalidateSecret()),
    },
  });
  if (!response.ok) throw new Error(`The storefront refused the cache refresh: ${response.status}`);
}
