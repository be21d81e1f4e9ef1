// @vitest-environment node
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import { connect } from "node:net";
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
    if (request.url.startsWith("/range/")) {
      const body = "x".repeat(4096);
      response.writeHead(206, { "content-type": "text/plain", "content-range": "bytes 0-4095/10000", "content-length": "4096" });
      response.end(body);
      return;
    }
    if (request.url.startsWith("/flat-headers/")) {
      response.writeHead(200, ["content-type", "text/html; charset=utf-8", "set-cookie", "a=1", "set-cookie", "b=2"]);
      response.end(`<script nonce="${nonce}">go()</script>`);
      return;
    }
    if (request.url.startsWith("/paired-headers/")) {
      response.setHeader("set-cookie", "stale=1");
      response.writeHead(200, [["content-type", "application/json"], ["set-cookie", "a=1"], ["set-cookie", "b=2"], ["x-shop", "rootwell"]]);
      response.end("{}");
      return;
    }
    if (request.url.startsWith("/preloads/")) {
      // As React hands Next its stylesheet preloads (appendHeader), kept with a cached page.
      response.appendHeader("link", `</_next/static/a.css>; rel=preload; as="style"; nonce="${nonce}"`);
      response.appendHeader("link", `</_next/static/b.css>; rel=preload; as="style"; nonce="${nonce}"`);
      response.setHeader("x-echo", `nonce ${nonce}`);
      response.writeEarlyHints({ link: `</_next/static/a.css>; rel=preload; as="style"; nonce="${nonce}"` });
      const type = request.url.includes("json") ? "application/json" : "text/html; charset=utf-8";
      response.writeHead(200, { "content-type": type, "x-given": nonce });
      response.end(type.includes("json") ? JSON.stringify({ nonce }) : `<script nonce="${nonce}">go()</script>`);
      return;
    }
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

/** A response's headers (repeats joined, as a client reads them), its early hints' links and its body. */
function rawGet(port, path) {
  return new Promise((resolve, reject) => {
    import("node:http").then(({ get: httpGet }) => {
      const hints = [];
      const request = httpGet({ port, host: "127.0.0.1", path }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, hints, body: Buffer.concat(chunks).toString() }));
      });
      request.on("information", (info) => hints.push(info.headers.link));
      request.on("error", reject);
    });
  });
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

  it("writes the page's nonce over the placeholder in every header, early hints included", async () => {
    const { headers, hints } = await rawGet(server.address().port, "/preloads/");

    const nonce = /'nonce-([A-Za-z0-9_-]+)' 'strict-dynamic'/.exec(headers["content-security-policy"])[1];
    expect(headers["content-security-policy"]).toContain(`style-src-elem 'self' 'nonce-${nonce}'`);
    expect(headers.link).toBe(
      `</_next/static/a.css>; rel=preload; as="style"; nonce="${nonce}", ` +
        `</_next/static/b.css>; rel=preload; as="style"; nonce="${nonce}"`,
    );
    expect(headers["x-echo"]).toBe(`nonce ${nonce}`);
    expect(headers["x-given"]).toBe(nonce);
    expect(hints).toEqual([`</_next/static/a.css>; rel=preload; as="style"; nonce="${nonce}"`]);
  });

  it("never sends the placeholder on what is not a page either, in its headers or its body", async () => {
    const { headers, body } = await rawGet(server.address().port, "/preloads/json");

    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(JSON.stringify(headers)).not.toContain(placeholder);
    expect(body).not.toContain(placeholder);
    expect(JSON.parse(body).nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
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

  it("sends a range as it is: a partial response is never gzipped", async () => {
    const { response, body } = await get(server, "/range/", { "accept-encoding": "gzip" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-range")).toBe("bytes 0-4095/10000");
    expect(body).toBe("x".repeat(4096));
  });

  it("applies headers given to writeHead as an array, flat or in pairs, repeats kept", async () => {
    const flat = await get(server, "/flat-headers/");
    expect(flat.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(flat.response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    const nonce = /'nonce-([A-Za-z0-9_-]+)' 'strict-dynamic'/.exec(flat.response.headers.get("content-security-policy"))[1];
    expect(flat.body).toBe(`<script nonce="${nonce}">go()</script>`);

    const paired = await get(server, "/paired-headers/");
    expect(paired.response.headers.get("content-type")).toBe("application/json");
    expect(paired.response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(paired.response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(paired.response.headers.get("x-shop")).toBe("rootwell");
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

describe("gzip to a slow client", () => {
  const total = 16 * 1024 * 1024;
  const body = randomBytes(total); // incompressible: the gzipped response is as large as the page
  let state;
  let server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      secureExchange(request, response, settings);
      response.setHeader("content-type", "text/plain");
      state = { response, offered: 0 };
      (async () => {
        // As Next streams: write, and wait for 'drain' whenever the response says it is full.
        while (state.offered < total) {
          const chunk = body.subarray(state.offered, state.offered + 65536);
          state.offered += chunk.length;
          if (!response.write(chunk)) await once(response, "drain");
        }
        response.end();
      })();
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => server.close());

  it("holds the stream back while the socket is full, and then sends all of it", async () => {
    const socket = connect(server.address().port, "127.0.0.1");
    socket.pause(); // the client reads nothing yet
    socket.write("GET / HTTP/1.1\r\nHost: shop.test\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n");
    // Until the server stops writing: the kernel's buffers are full and the page waits.
    let last = -1;
    while (state?.offered !== last) {
      last = state?.offered;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(state.offered).toBeLessThan(total);
    expect(state.response.writableLength).toBeLessThan(1024 * 1024);

    const chunks = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.resume();
    await once(socket, "end");
    const raw = Buffer.concat(chunks);
    const headerEnd = raw.indexOf("\r\n\r\n");
    expect(raw.subarray(0, headerEnd).toString()).toMatch(/content-encoding: gzip/i);
    const gzipped = dechunk(raw.subarray(headerEnd + 4));
    expect(gunzipSync(gzipped).equals(body)).toBe(true);
  });
});

/** The body of a chunked HTTP/1.1 response. */
function dechunk(data) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    const size = parseInt(data.subarray(at, lineEnd).toString(), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
