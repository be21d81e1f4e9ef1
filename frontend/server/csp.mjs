// The storefront's security headers, and a Content-Security-Policy whose script nonce is fresh on
// every response, cached pages included.
//
// Next stamps `nonce="…"` on every script it emits with the nonce it reads from the request's
// Content-Security-Policy header, also when it renders a page into the ISR cache. So each request
// reaches Next carrying a PLACEHOLDER nonce: an HMAC of REVALIDATE_SECRET and the build id, the
// same on every instance of a build and never sent to a browser. Every page, cached or not, holds
// that placeholder, in its body and in headers Next adds (React's `Link: <…css>; rel=preload;
// nonce="…"` for stylesheets, kept with the page in the cache); on the way out each response gets
// a fresh random nonce, written in its CSP header and over the placeholder in every header and in
// its body (the two are the same length, so Content-Length stays right). A preload's nonce is then
// the policy's, so the stylesheet it fetched early still applies under style-src-elem. Script injected through content cannot know the placeholder, so it
// never carries a valid nonce; and each deploy changes it, so one that leaked is worthless after the
// next (the page cache is kept per build, server/redis-cache-handler.mjs, so pages holding an old
// one are never served).
//
// Next's own compression would hand us gzip to rewrite, so it is off (next.config.ts) and
// responses are gzipped here, after the rewrite.
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { constants, createGzip } from "node:zlib";

import { sharedSecret } from "./shared-secret.mjs";

const NONCE_BYTES = 18; // 24 base64url characters
const HSTS = "max-age=31536000";
// Nothing the shop does needs these; payment stays open to the shop's own pages for the checkout
// (the Payment Request API), never to a frame.
const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), " +
  "microphone=(), midi=(), payment=(self), usb=()";
// Responses that are not pages (JSON, images, scripts) are never documents that may run or frame.
const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'";
// reCAPTCHA (when the CMS configures it) runs in frames from Google; its script loads through
// 'strict-dynamic' from the shop's own code.
const RECAPTCHA_FRAMES = "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/";
const PREVIEW_PATHS = new Set(["/preview", "/preview/"]);
const PAGE_TYPES = /^text\/(html|x-component)\b/i;
const COMPRESSIBLE_TYPES = /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml)|image\/svg\+xml)/i;
const MIN_COMPRESSED_BYTES = 1024;

/** The id of the build server.mjs serves (written by `next build`). */
function servedBuildId() {
  try {
    return readFileSync(path.join(import.meta.dirname, "..", ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "unbuilt";
  }
}

/** The policy's settings, read once when the server starts. */
export function securitySettings(env = process.env, buildId = servedBuildId()) {
  const placeholder = createHmac("sha256", sharedSecret(env))
    .update(`storefront csp nonce placeholder\n${buildId}`)
    .digest("base64url");
  return {
    placeholder: placeholder.slice(0, (NONCE_BYTES / 3) * 4),
    // The CMS frames the preview route: its public origin (BACKEND_URL is where this server
    // reaches the backend, which may be an internal address).
    cmsOrigin: originOf(env.CMS_URL || env.BACKEND_URL || "http://localhost:8000"),
    https: originOf(env.SITE_URL ?? "").startsWith("https:"),
    reportUri: env.CSP_REPORT_URI || "",
    reportOnly: env.CSP_REPORT_ONLY === "1",
  };
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

export function freshNonce() {
  return randomBytes(NONCE_BYTES).toString("base64url");
}

/** A page's policy with its nonce; only the CMS may frame the preview route. */
export function pagePolicy(nonce, { framedByCms, settings }) {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonce'd scripts load the rest (chunks, reCAPTCHA); https: and
    // 'unsafe-inline' only matter to browsers too old for nonces or 'strict-dynamic'.
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    // React writes style attributes (next/image, layout), which no nonce or hash can cover; style
    // elements, where CSS injection could read a page, only from the shop or with the nonce.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${RECAPTCHA_FRAMES}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedByCms && settings.cmsOrigin ? settings.cmsOrigin : "'none'"}`,
    ...(settings.https ? ["upgrade-insecure-requests"] : []),
    ...(settings.reportUri ? [`report-uri ${settings.reportUri}`] : []),
  ].join("; ");
}

/**
 * Rewrites the placeholder in a stream of chunks. A chunk that ends with the placeholder's first
 * characters keeps them back until the next chunk says whether the placeholder goes on.
 */
export function nonceRewriter(placeholder, nonce) {
  const from = Buffer.from(placeholder);
  const to = Buffer.from(nonce);
  if (from.length !== to.length) throw new Error("The nonce must be as long as its placeholder.");
  let held = Buffer.alloc(0);
  return {
    replaced: 0,
    scripts: false,
    push(chunk) {
      // A copy only where there is something to write: most responses (assets, JSON) hold no placeholder.
      let text = held.length ? Buffer.concat([held, chunk]) : chunk;
      let copied = held.length > 0;
      this.scripts ||= text.includes("<script");
      for (let at = text.indexOf(from); at !== -1; at = text.indexOf(from, at + from.length)) {
        if (!copied) {
          text = Buffer.from(text);
          copied = true;
        }
        to.copy(text, at);
        this.replaced += 1;
      }
      const keep = partialMatchAtEnd(text, from);
      held = Buffer.from(text.subarray(text.length - keep));
      return text.subarray(0, text.length - keep);
    },
    finish() {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
}

/**
 * Writes the nonce over the placeholder in every header the response has so far (a value, or each
 * of a repeated header's values).
 */
export function rewriteHeaders(response, placeholder, nonce) {
  for (const name of response.getHeaderNames()) {
    const value = response.getHeader(name);
    const rewritten = rewriteHeaderValue(value, placeholder, nonce);
    if (rewritten !== value) response.setHeader(name, rewritten);
  }
}

function rewriteHeaderValue(value, placeholder, nonce) {
  if (Array.isArray(value)) {
    return value.some((item) => String(item).includes(placeholder))
      ? value.map((item) => String(item).replaceAll(placeholder, nonce))
      : value;
  }
  return typeof value === "string" && value.includes(placeholder) ? value.replaceAll(placeholder, nonce) : value;
}

function partialMatchAtEnd(text, from) {
  for (let length = Math.min(from.length - 1, text.length); length > 0; length -= 1) {
    if (text.subarray(text.length - length).equals(from.subarray(0, length))) return length;
  }
  return 0;
}

let warned = false;
/** A page without the placeholder was rendered by a server that did not give Next one (e.g. a bare
 * `next start` on the same cache): its scripts will be refused until it is rendered again. */
function warnUnstamped(url) {
  if (warned) return;
  warned = true;
  console.warn(`${url} was served without the nonce placeholder: its scripts are refused. Serve the cache only through server.mjs.`);
}

function acceptsGzip(request) {
  return /\bgzip\b/i.test(String(request.headers["accept-encoding"] ?? ""));
}

function shouldCompress(request, response, statusCode) {
  if (request.method === "HEAD" || statusCode === 204 || statusCode === 304) return false;
  // A range is a slice of the identity body; gzipping it would give the client bytes it cannot place.
  if (statusCode === 206 || response.hasHeader("content-range")) return false;
  if (response.getHeader("content-encoding")) return false;
  if (/\bno-transform\b/.test(String(response.getHeader("cache-control") ?? ""))) return false;
  if (!COMPRESSIBLE_TYPES.test(String(response.getHeader("content-type") ?? ""))) return false;
  const length = Number(response.getHeader("content-length"));
  return !(length < MIN_COMPRESSED_BYTES) && acceptsGzip(request);
}

/**
 * Applies writeHead()'s headers as Node would: an object sets each one; an array (Node's flat
 * [name, value, …] or [[name, value], …] pairs) replaces each name it gives and keeps its repeats.
 */
function applyHeaders(response, headers) {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    return;
  }
  let pairs = headers;
  if (!Array.isArray(headers[0])) {
    if (headers.length % 2 !== 0) throw new TypeError("writeHead() headers must pair each name with a value.");
    pairs = [];
    for (let at = 0; at < headers.length; at += 2) pairs.push([headers[at], headers[at + 1]]);
  }
  for (const [name] of pairs) if (name) response.removeHeader(name);
  for (const [name, value] of pairs) if (name && value !== undefined) response.appendHeader(name, value);
}

function appendVary(response, field) {
  const vary = String(response.getHeader("vary") ?? "");
  if (!vary.split(",").some((part) => part.trim().toLowerCase() === field.toLowerCase())) {
    response.setHeader("vary", vary ? `${vary}, ${field}` : field);
  }
}

/**
 * Before Next handles a request: the placeholder nonce on the request (whatever the client sent
 * in its stead is dropped), the headers every response carries, and the response's headers and
 * writes routed through the nonce rewrite and gzip once its headers say what it is.
 */
export function secureExchange(request, response, settings) {
  // One per exchange: the policy, every header (early hints too) and the body say the same nonce.
  const nonce = freshNonce();
  delete request.headers["content-security-policy-report-only"];
  request.headers["content-security-policy"] = `script-src 'nonce-${settings.placeholder}'`;
  const path = (request.url ?? "/").split("?")[0];
  const framedByCms = PREVIEW_PATHS.has(path);

  response.setHeader("x-content-type-options", "nosniff");
  response.setHeader("referrer-policy", "strict-origin-when-cross-origin");
  response.setHeader("permissions-policy", PERMISSIONS_POLICY);
  if (!framedByCms) response.setHeader("x-frame-options", "DENY");
  if (settings.https) response.setHeader("strict-transport-security", HSTS);

  const write = response.write;
  const end = response.end;
  const writeHead = response.writeHead;
  const writeEarlyHints = response.writeEarlyHints;
  let rewriter = null;
  let isPage = false;
  let gzip = null;

  response.writeEarlyHints = function (hints, ...rest) {
    const rewritten = Object.fromEntries(
      Object.entries(hints).map(([name, value]) => [name, rewriteHeaderValue(value, settings.placeholder, nonce)]),
    );
    return writeEarlyHints.call(this, rewritten, ...rest);
  };

  response.writeHead = function (statusCode, ...rest) {
    // Headers given here count too (as Node would apply them) before we decide.
    applyHeaders(this, typeof rest[0] === "string" ? rest[1] : rest[0]);
    rewriteHeaders(this, settings.placeholder, nonce);
    isPage = PAGE_TYPES.test(String(this.getHeader("content-type") ?? ""));
    // Any body we can read, a page or not, never carries the placeholder out; one already encoded
    // (by whoever made it) cannot carry it, since only Next is given the placeholder and we turned
    // its compression off.
    if (!this.getHeader("content-encoding")) rewriter = nonceRewriter(settings.placeholder, nonce);
    if (isPage) {
      const name = settings.reportOnly ? "content-security-policy-report-only" : "content-security-policy";
      this.setHeader(name, pagePolicy(nonce, { framedByCms, settings }));
      // A 304 would pair the browser's copy (an old nonce) with this response's policy.
      this.removeHeader("etag");
    } else if (!this.hasHeader("content-security-policy")) {
      this.setHeader("content-security-policy", ASSET_POLICY);
    }
    if (COMPRESSIBLE_TYPES.test(String(this.getHeader("content-type") ?? ""))) appendVary(this, "Accept-Encoding");
    if (shouldCompress(request, this, statusCode)) {
      this.setHeader("content-encoding", "gzip");
      this.removeHeader("content-length");
      gzip = createGzip();
      // While the socket is full, gzip holds its output (and, once its buffers fill, refuses
      // Next's writes) until the socket drains; Next hears that drain itself.
      let socketFull = false;
      gzip.on("data", (chunk) => {
        if (write.call(this, chunk)) return;
        socketFull = true;
        gzip.pause();
      });
      this.on("drain", () => {
        if (!socketFull) return;
        socketFull = false;
        gzip.resume();
      });
      gzip.on("drain", () => {
        if (!socketFull) this.emit("drain");
      });
      gzip.on("end", () => end.call(this));
      gzip.on("error", (error) => this.destroy(error));
      this.once("close", () => gzip.destroy());
      // Next flushes after each chunk it streams, so suspended parts of a page arrive in time.
      this.flush = () => gzip.flush(constants.Z_SYNC_FLUSH);
    }
    return writeHead.call(this, statusCode, ...(typeof rest[0] === "string" ? [rest[0]] : []));
  };

  const transform = (chunk, encoding) => {
    let bytes = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : chunk;
    if (rewriter && bytes) bytes = rewriter.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return bytes;
  };

  response.write = function (chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    const bytes = transform(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (gzip) return gzip.write(bytes, done);
    return write.call(this, bytes, done);
  };

  response.end = function (chunk, encoding, callback) {
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    const body = typeof chunk === "function" || chunk == null ? null : chunk;
    if (!this.headersSent) {
      // As Node's own end() would have: a whole body in one call knows its length.
      if (body !== null && !this.hasHeader("content-length") && !this.hasHeader("transfer-encoding")) {
        const text = typeof body === "string";
        this.setHeader("content-length", text ? Buffer.byteLength(body, typeof encoding === "string" ? encoding : "utf8") : body.byteLength);
      }
      this.writeHead(this.statusCode);
    }
    const bytes = body === null ? Buffer.alloc(0) : transform(body, encoding);
    const tail = rewriter ? Buffer.concat([bytes, rewriter.finish()]) : bytes;
    if (isPage && rewriter?.scripts && !rewriter.replaced) warnUnstamped(request.url);
    if (gzip) {
      if (done) this.once("finish", done);
      gzip.end(tail);
      return this;
    }
    return end.call(this, tail, done);
  };
}
