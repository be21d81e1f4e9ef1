// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { encodeEntry, RecentEntries } from "./cache-entries.mjs";
import { freePort, startPrivateRedis } from "./private-redis.mjs";

// Next's own verdicts on an entry, from the tag record the handler keeps for this process.
const { areTagsExpired, areTagsStale, tagsManifest } = createRequire(import.meta.url)(
  "next/dist/server/lib/incremental-cache/tags-manifest.external.js",
);

const YEAR = 365 * 24 * 60 * 60;
const KEY = `/route-cache/APP_PAGE/${"a".repeat(64)}/$/science`;
const PAGE_CONTEXT = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };

function builtApp(buildId) {
  const dist = mkdtempSync(path.join(os.tmpdir(), "storefront-build-"));
  mkdirSync(path.join(dist, "server"));
  writeFileSync(path.join(dist, "BUILD_ID"), buildId);
  return { serverDistDir: path.join(dist, "server") };
}

function page(html, status = 200) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from([0, 255, 1, 128]),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": "_N_T_/layout,_N_T_/science,cms" },
    status,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let redis;
let inspector;
let Handler;
let closeConnection;
const build = builtApp("build-1");

beforeAll(async () => {
  redis = await startPrivateRedis();
  process.env.REDIS_URL = redis.url;
  ({ default: Handler, closeConnection } = await import("./redis-cache-handler.mjs"));
  inspector = new Redis(redis.url);
});

afterAll(async () => {
  await closeConnection?.();
  inspector?.disconnect();
  await redis?.stop();
});

describe("the shared storefront cache", () => {
  it("serves a page one instance rendered to another, its bytes and segments intact", async () => {
    await new Handler(build).set(KEY, page("<h1>Science</h1>"), { cacheControl: { revalidate: 60, expire: YEAR } });
    // As another process finds it: under a version this one has not decoded, so read from Redis.
    const stored = `rootwell:next:entry:build-1:${KEY}`;
    await inspector.hset(stored, { version: "another-process" });

    const read = await new Handler(build).get(KEY, PAGE_CONTEXT);

    expect(read.value.html).toBe("<h1>Science</h1>");
    expect(read.value.rscData).toEqual(Buffer.from([0, 255, 1, 128]));
    expect(read.value.segmentData.get("/_tree").toString()).toBe("tree");
    expect(read.cacheControl).toEqual({ revalidate: 60, expire: YEAR });
  });

  it("reads a page again once another instance has written a newer rendering of it", async () => {
    const handler = new Handler(build);
    await handler.set(KEY, page("<h1>Ours</h1>"), {});
    expect((await handler.get(KEY, PAGE_CONTEXT)).value.html).toBe("<h1>Ours</h1>");

    // What another storefront process writes: this process has no copy of it.
    const theirs = { lastModified: Date.now(), value: page("<h1>Theirs</h1>"), tags: [] };
    await inspector.hset(`rootwell:next:entry:build-1:${KEY}`, { version: "elsewhere", entry: encodeEntry(theirs) });

    expect((await handler.get(KEY, PAGE_CONTEXT)).value.html).toBe("<h1>Theirs</h1>");
    expect((await handler.get(KEY, PAGE_CONTEXT)).value.rscData).toEqual(Buffer.from([0, 255, 1, 128]));
  });

  it("keeps each build's pages to that build", async () => {
    await new Handler(build).set(KEY, page("<h1>Old build</h1>"), {});

    expect(await new Handler(builtApp("build-2")).get(KEY, PAGE_CONTEXT)).toBeNull();
  });

  it("turns a page stale on every instance when one is told of a publish, and fresh once re-rendered", async () => {
    const publisher = new Handler(build);
    const other = new Handler(build);
    await publisher.set(KEY, page("<h1>Before</h1>"), {});
    await tick();

    await publisher.revalidateTag(["cms"], { expire: YEAR });
    tagsManifest.clear(); // the other instance is another process: it has heard nothing
    const stale = await other.get(KEY, PAGE_CONTEXT);

    expect(stale.value.html).toBe("<h1>Before</h1>");
    expect(areTagsStale(["cms"], stale.lastModified)).toBe(true);
    expect(areTagsExpired(["cms"], stale.lastModified)).toBe(false);

    await tick();
    await other.set(KEY, page("<h1>After</h1>"), {});
    const fresh = await publisher.get(KEY, PAGE_CONTEXT);

    expect(fresh.value.html).toBe("<h1>After</h1>");
    expect(areTagsStale(["cms"], fresh.lastModified)).toBe(false);
  });

  it("stops serving a page everywhere when its path is refreshed (revalidatePath)", async () => {
    await new Handler(build).set(KEY, page("<h1>Moved away</h1>"), {});
    await tick();

    await new Handler(build).revalidateTag(["_N_T_/science"]);
    tagsManifest.clear();

    expect(await new Handler(build).get(KEY, PAGE_CONTEXT)).toBeNull();
  });

  it("keeps data answers with their tags, stale everywhere once a tag is refreshed", async () => {
    const answer = { kind: "FETCH", data: { headers: {}, body: "eyJkYXRhIjp7fX0=", status: 200, url: "" }, revalidate: 60 };
    await new Handler(build).set("f00d", answer, { fetchCache: true, tags: ["cms"], fetchUrl: "http://backend/graphql/" });
    await tick();

    await new Handler(build).revalidateTag("cms", { expire: YEAR });
    tagsManifest.clear();
    const read = await new Handler(build).get("f00d", { kind: "FETCH", tags: [], softTags: ["_N_T_/layout"] });

    expect(read.value).toEqual(answer);
    expect(areTagsStale(["cms"], read.lastModified)).toBe(true);
  });

  it("keeps not-found pages a minute, data answers two refresh periods, pages a day", async () => {
    const handler = new Handler(build);
    await handler.set("/route-cache/APP_PAGE/x/$/no-such-page", page("Not found", 404), {});
    await handler.set("beef", { kind: "FETCH", data: { body: "" }, revalidate: 60 }, { fetchCache: true, tags: [] });
    await handler.set(KEY, page("<h1>Science</h1>"), {});

    const ttl = (key) => inspector.ttl(`rootwell:next:entry:build-1:${key}`);
    expect(await ttl("/route-cache/APP_PAGE/x/$/no-such-page")).toBeLessThanOrEqual(60);
    expect(await ttl("beef")).toBe(120);
    expect(await ttl(KEY)).toBeGreaterThan(23 * 60 * 60);
  });
});

/** The handler as a storefront process that has just started loads it, its cache at `url`, with
 * what it says to the console caught. */
async function startedProcess(url) {
  vi.resetModules();
  process.env.REDIS_URL = url;
  const fresh = await import("./redis-cache-handler.mjs");
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  return {
    handler: new fresh.default(build),
    warn,
    info,
    stop: async () => {
      warn.mockRestore();
      info.mockRestore();
      await fresh.closeConnection();
      process.env.REDIS_URL = redis.url;
    },
  };
}

describe("the shared storefront cache without Redis", () => {
  it("renders uncached when Redis goes away, saying so once, and never fails a page", async () => {
    const doomed = await startPrivateRedis();
    const { handler, warn, stop } = await startedProcess(doomed.url);
    await handler.set(KEY, page("<h1>Cached</h1>"), {});
    expect((await handler.get(KEY, PAGE_CONTEXT)).value.html).toBe("<h1>Cached</h1>");

    await doomed.stop();

    expect(await handler.get(KEY, PAGE_CONTEXT)).toBeNull();
    await expect(handler.set(KEY, page("<h1>Later</h1>"), {})).resolves.toBeUndefined();
    await expect(handler.revalidateTag(["cms"], { expire: YEAR })).resolves.toBeUndefined();
    expect(await handler.get(KEY, PAGE_CONTEXT)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/Redis is unavailable/);

    await stop();
  });

  it("serves at once when started while Redis is down", async () => {
    const { handler, warn, stop } = await startedProcess(`redis://127.0.0.1:${await freePort()}`);

    const started = performance.now();
    expect(await handler.get(KEY, PAGE_CONTEXT)).toBeNull();
    await expect(handler.set(KEY, page("<h1>Uncached</h1>"), {})).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(warn).toHaveBeenCalledTimes(1);

    await stop();
  });

  it("caches in Redis again once it is back, saying so", async () => {
    const flaky = await startPrivateRedis();
    const { handler, warn, info, stop } = await startedProcess(flaky.url);
    await handler.set(KEY, page("<h1>Before</h1>"), {});
    await flaky.stop();
    expect(await handler.get(KEY, PAGE_CONTEXT)).toBeNull();

    const back = await startPrivateRedis({ port: flaky.port });
    // The connection comes back on its own (retried with back-off): pages are cached again.
    await vi.waitFor(
      async () => {
        await handler.set(KEY, page("<h1>After</h1>"), {});
        expect((await handler.get(KEY, PAGE_CONTEXT))?.value.html).toBe("<h1>After</h1>");
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(info).toHaveBeenCalledWith("Storefront cache: Redis is back.");
    expect(warn).toHaveBeenCalledTimes(1);

    await stop();
    await back.stop();
  });
});

describe("the pages a storefront process keeps decoded", () => {
  it("stay within their size, dropping the least recently read first", () => {
    const recent = new RecentEntries(10);
    recent.remember("a", "1", "first", 4);
    recent.remember("b", "1", "second", 4);
    recent.get("a");

    recent.remember("c", "1", "third", 4);

    expect(recent.get("a")?.entry).toBe("first");
    expect(recent.get("b")).toBeUndefined();
    expect(recent.get("c")?.entry).toBe("third");
    expect(recent.chars).toBe(8);
  });
});
