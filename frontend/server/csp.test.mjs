// @vitest-environment node
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { nonceRewriter, secureExchange, securitySettings } from "./csp.mjs";

const settings = securitySettings({ REVALIDATE_SECRET: "a-shared-secret", BACKEND_URL: "http://cms.test:8000/" }, "build-1");
const placeholder = settings.placeholder;

describe("nonceRewriter", () => {
  it("rewrites the placeholder wherever the chunks split it, and never the caller's bytes", () => {
    const page = `<script nonce="${placeholder}">a</script><script nonce="${placeholder}" src="/b.js"></script>`;
    for (let split = 0; split <= page.length; split += 1) {
      const rewriter = nonceRewriter(placeholder, "N".repeat(placeholder.length));
      const first = Buffer.from(page.slice(0, split));
      const out = Buffer.concat([rewriter.push(first), rewriter.push(Buffer.from(page.slice(split))), rewriter.finish()]);
      expect(out.toString()).toBe(page.replaceAll(placeholder, "N".repeat(placeholder.length)));
      expect(first.toString()).toBe(page.slice(0, split));
    }
  });

  it("holds back nothing that cannot start the placeholder", () => {
    const rewriter = nonceRewriter(placeholder, "N".repeat(placeholder.length));
    expect(rewriter.push(Buffer.from("<p>plain</p>")).toString()).toBe("<p>plain</p>");
  });
});

describe("securitySettings", () => {
  it("derives a placeholder from the shared secret and the build, the same on every instance of it", () => {
    expect(securitySettings({ REVALIDATE_SECRET: "a-shared-secret" }, "build-1").placeholder).toBe(placeholder);
    expect(securitySettings({ REVALIDATE_SECRET: "another" }, "build-1").placeholder).not.toBe(placeholder);
    expect(placeholder).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it("changes the placeholder with every build, also on the development secret", () => {
    expect(securitySettings({ REVALIDATE_SECRET: "a-shared-secret" }, "build-2").placeholder).not.toBe(placeholder);
    const development = (buildId) => securitySettings({}, buildId).placeholder;
    expect(development("build-1")).not.toBe(development("build-2"));
  });
});

// A server as server.mjs runs it, with a handler standing in for Next: it stamps the nonce it is
// given on its scripts, as Next does, and writes the page in small pieces, as Next streams.
function startServer(serverSettings) {
  const server = createServer((request, response) => {
    secureExchange(request, response, serverSettings);
    const nonce = /'nonce-([^']+)'/.exec(request.headers["content-security-policy"])[1];
    if (request.url.startsWith("/api/")) {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ ok: true, echoed: request.headers["content-security-policy"] }));
      return;
    }
    response.setHeader("content-type", "text/html; charset=utf-8");
    if (request.url.startsWith("/unstamped")) {
      response.end("<script>go()</script>");
      return;
    }
    response.setHeader("etag", '"cached"');
    const page = `<html><body>${"<p>Rootwell</p>".repeat(200)}<script nonce="${nonce}">go()</script></body></html>`;
    const pieces = page.match(/[\s\S]{1,7}/g);
    if (request.url.includes("whole")) {
      response.end(page);
      return;
    }
    (async () => {
      for (const piece of pieces) {
        response.write(piece);
        response.flush?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      response.end();
    })();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function get(server, path, headers = {}) {
  const response = await fetch(`http://127.0.0.1:${server.address().port}${path}`, { headers });
  return { response, body: await response.text() };
}

describe("secureExchange", () => {
  let server;
  let httpsServer;
  beforeAll(async () => {
    server = await startServer(settings);
    httpsServer = await startServer(securitySettings({ REVALIDATE_SECRET: "a-shared-secret", SITE_URL: "https://shop.test" }));
  });
  afterAll(() => {
    server.close();
    httpsServer.close();
  });

  it("gives each page a fresh nonce, in its policy and on its scripts, and never the placeholder", async () => {
    const first = await get(server, "/", { "content-security-policy": "script-src 'nonce-chosen-by-the-client'" });
    const second = await get(server, "/");

    const nonces = [first, second].map(({ response, body }) => {
      const nonce = /'nonce-([A-Za-z0-9_-]+)' 'strict-dynamic'/.exec(response.headers.get("content-security-policy"))[1];
      expect(body).toContain(`<script nonce="${nonce}">go()</script>`);
      expect(body).not.toContain(placeholder);
      expect(body).not.toContain("chosen-by-the-client");
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.response.headers.get("etag")).toBeNull();
  });

  it("gzips after the rewrite when the browser accepts it, and keeps Content-Length right when not", async () => {
    const port = server.address().port;
    const gzipped = await new Promise((resolve) => {
      import("node:http").then(({ get: httpGet }) =>
        httpGet({ port, host: "127.0.0.1", path: "/", headers: { "accept-encoding": "gzip" } }, (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: gunzipSync(Buffer.concat(chunks)).toString() }));
        }),
      );
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toContain("Accept-Encoding");
    const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(gzipped.headers["content-security-policy"])[1];
    expect(gzipped.body).toContain(`<script nonce="${nonce}">go()</script>`);

    const whole = await get(server, "/whole", { "accept-encoding": "identity" });
    expect(whole.response.headers.get("content-encoding")).toBeNull();
    expect(Number(whole.response.headers.get("content-length"))).toBe(Buffer.byteLength(whole.body));
    expect(whole.body).not.toContain(placeholder);
  });

  it("lets only the CMS frame the preview route, and nothing frame any other page", async () => {
    const preview = await get(server, "/preview/?token=abc");
    expect(preview.response.headers.get("content-security-policy")).toMatch(/frame-ancestors http:\/\/cms.test:8000(;|$)/);
    expect(preview.response.headers.get("x-frame-options")).toBeNull();

    const page = await get(server, "/rootwell-core-for-women/");
    expect(page.response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.response.headers.get("x-frame-options")).toBe("DENY");
    // A path that only starts like the preview route is an ordinary page.
    const lookalike = await get(server, "/preview-of-spring/");
    expect(lookalike.response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sends the other headers everywhere, and a closed policy on what is not a page", async () => {
    const { response } = await get(server, "/api/events/");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("permissions-policy")).toContain("payment=(self)");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("pins HTTPS when the storefront's public origin is https", async () => {
    const { response } = await get(httpsServer, "/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("warns the operator once when a page reaches it without the placeholder", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await get(server, "/");
    expect(warn).not.toHaveBeenCalled();
    await get(server, "/unstamped/");
    await get(server, "/unstamped/");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain("/unstamped/ was served without the nonce placeholder");
    warn.mockRestore();
  });
});
