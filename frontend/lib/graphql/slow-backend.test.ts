// @vitest-environment node
// A backend that answers only after seconds (as when other traffic holds its workers): the
// storefront's reads give up after the render timeout, so no page waits on it; mutations wait.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const BACKEND_DELAY_MS = 3000;
const RENDER_TIMEOUT_MS = 300;

let backend: Server;

beforeAll(async () => {
  backend = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const mutation = body.includes('"operationName":"SignOut"');
      const data = mutation ? { revokeCustomerToken: { result: true } } : { customer: { firstname: "Ada" } };
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ data }));
      }, mutation ? 600 : BACKEND_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("BACKEND_URL", `http://127.0.0.1:${(backend.address() as AddressInfo).port}`);
  vi.stubEnv("UPSTREAM_RENDER_TIMEOUT_MS", String(RENDER_TIMEOUT_MS));
});

afterAll(() => {
  vi.unstubAllEnvs();
  backend.closeAllConnections();
  backend.close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ outcome: T | Error; ms: number }> {
  const started = performance.now();
  const outcome = await work().catch((error: Error) => error);
  return { outcome, ms: performance.now() - started };
}

describe("a slow backend", () => {
  it("holds a page's read no longer than the render timeout: it fails as unavailable", async () => {
    const { shopRequest, UNAVAILABLE } = await import("./server");
    const { HeaderCustomerDocument } = await import("./generated/graphql");

    const { outcome, ms } = await timed(() => shopRequest(HeaderCustomerDocument, undefined, { token: "ada" }));

    expect((outcome as Error).message).toBe(UNAVAILABLE);
    expect(ms).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(RENDER_TIMEOUT_MS + 700);
  });

  it("lets a mutation take longer than the render timeout, since the backend carries it out anyway", async () => {
    const { shopRequest } = await import("./server");
    const { SignOutDocument } = await import("./generated/graphql");

    const { outcome } = await timed(() => shopRequest(SignOutDocument, undefined, { token: "ada" }));

    expect(outcome).toEqual({ revokeCustomerToken: { result: true } });
  });

  it("cuts a direct call short only when asked to", async () => {
    const { fetchUpstream } = await import("./upstream");
    const init = { method: "POST", body: "{}", headers: { "content-type": "application/json" } };

    const { outcome, ms } = await timed(() => fetchUpstream("/graphql/", init, { timeoutMs: RENDER_TIMEOUT_MS }));

    expect(outcome).toBeNull();
    expect(ms).toBeLessThan(RENDER_TIMEOUT_MS + 700);
  });
});
