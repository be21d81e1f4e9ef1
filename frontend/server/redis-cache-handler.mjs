// The storefront's page and data cache in Redis, used when REDIS_URL is set (next.config.ts), so
// several storefront instances serve one cache. The CMS's refresh webhook reaches one instance:
// the tag refresh times it records live in Redis too, and every instance checks them on each read.
//
// Redis being away never fails a page: reads miss, writes are skipped, pages render as if
// uncached, and the outage is logged once until Redis is back.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import Redis from "ioredis";

import {
  decodeEntry,
  encodeEntry,
  ENTRY_TTL_SECONDS,
  headerTags,
  lifetimeSeconds,
  RecentEntries,
} from "./cache-entries.mjs";

const PREFIX = "rootwell:next:";
// A cache that answers slower than this is treated as away: rendering is cheaper than waiting.
const COMMAND_TIMEOUT_MS = 500;
const FIRST_CONNECTION_WAIT_MS = 1000;
// Decoded pages kept in this process, checked against Redis on every read (server/cache-entries.mjs).
const recent = new RecentEntries(64 * 1024 * 1024);

// Next's own record of tag refreshes in this process, which decides whether a cached entry is served
// stale while it refreshes in the background (revalidateTag(tag, "max")) or not served at all.
// Copying Redis's record into it gives every instance the behaviour the instance that received
// the refresh has. Without it (another Next version), stale entries are treated as missing.
const tagsManifest = (() => {
  try {
    return createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/tags-manifest.external.js")
      .tagsManifest;
  } catch {
    return null;
  }
})();

let client = null;
let firstConnection = null;
let away = false;

function reportAway(error) {
  if (away) return;
  away = true;
  console.warn(`Storefront cache: Redis is unavailable (${error.message}); pages render uncached until it is back.`);
}

// A command Redis refused while connected: said once per kind of refusal, never failing a page.
const refusals = new Set();
function reportFailure(error) {
  if (client?.status !== "ready") return reportAway(error);
  if (refusals.has(error.message) || refusals.size > 20) return;
  refusals.add(error.message);
  console.warn(`Storefront cache: Redis refused a command (${error.message}); that page renders uncached.`);
}

/** The shared connection once it is usable, else null (never waits for a reconnection). */
async function connection() {
  if (!client) {
    client = new Redis(process.env.REDIS_URL, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    });
    client.on("error", reportAway);
    client.on("ready", () => {
      if (away) console.info("Storefront cache: Redis is back.");
      away = false;
    });
    // The first pages wait for the connection briefly, not for a Redis that refuses it.
    firstConnection = new Promise((resolve) => {
      client.once("ready", resolve);
      client.once("error", resolve);
      setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref();
    });
  }
  await firstConnection;
  if (client.status === "ready") return client;
  reportAway(new Error(`its connection is ${client.status}`));
  return null;
}

/** Closes the shared connection (tests, and a process that is stopping). */
export async function closeConnection() {
  const closing = client;
  client = null;
  away = false;
  if (closing) await closing.quit().catch(() => closing.disconnect());
}

const buildIds = new Map();

// Pages name the build's script files, so entries are kept per build; tag refreshes are not, so a
// publish during a rolling deployment refreshes both builds' pages.
function buildIdOf(serverDistDir) {
  if (!buildIds.has(serverDistDir)) {
    let id = "unbuilt";
    try {
      id = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {}
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

const tagKey = (tag) => `${PREFIX}tag:${tag}`;

/** The refresh times Redis holds for some tags, as Next's tag manifest records them, from the
 * replies to one HGETALL each. */
function tagStates(tags, replies) {
  return tags.map((tag, index) => {
    const [error, fields] = replies[index];
    if (error) throw error;
    const state = {};
    if (fields.stale) state.stale = Number(fields.stale);
    if (fields.expired) state.expired = Number(fields.expired);
    return [tag, state];
  });
}

/** In one round trip: an entry's version (or any field) and the refresh times of these tags. */
async function fieldAndTags(redis, key, field, tags) {
  const pipeline = redis.pipeline().hget(key, field);
  for (const tag of tags) pipeline.hgetall(tagKey(tag));
  const [[error, value], ...replies] = await pipeline.exec();
  if (error) throw error;
  return [value, tagStates(tags, replies)];
}

/** The entry as Next reads it, or null when one of its tags was expired since it was written (or,
 * without Next's tag manifest to mark it stale, refreshed since). */
function servable(entry, states) {
  const now = Date.now();
  let served = true;
  for (const [tag, state] of states) {
    if (state.stale === undefined && state.expired === undefined) continue;
    tagsManifest?.set(tag, state);
    if (state.expired !== undefined && state.expired <= now && state.expired > entry.lastModified) served = false;
    if (!tagsManifest && state.stale !== undefined && state.stale > entry.lastModified) served = false;
  }
  return served ? { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl } : null;
}

function tagsOf(entry, ctx) {
  return [...new Set([...entry.tags, ...headerTags(entry.value), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
}

export default class RedisCacheHandler {
  constructor(options) {
    this.buildId = buildIdOf(options.serverDistDir ?? "");
  }

  entryKey(key) {
    return `${PREFIX}entry:${this.buildId}:${key}`;
  }

  async get(key, ctx) {
    try {
      const redis = await connection();
      if (!redis) return null;
      const storageKey = this.entryKey(key);
      const known = recent.get(storageKey);
      if (known) {
        const [version, states] = await fieldAndTags(redis, storageKey, "version", tagsOf(known.entry, ctx));
        if (version === known.version) return servable(known.entry, states);
      }
      const [version, stored] = await redis.hmget(storageKey, "version", "entry");
      if (!stored) {
        recent.forget(storageKey);
        return null;
      }
      const entry = decodeEntry(stored);
      recent.remember(storageKey, version, entry, stored.length);
      const tags = tagsOf(entry, ctx);
      const [, states] = await fieldAndTags(redis, storageKey, "version", tags);
      return servable(entry, states);
    } catch (error) {
      reportFailure(error);
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      const redis = await connection();
      if (!redis) return;
      const entry = {
        lastModified: Date.now(),
        value: data,
        cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
        tags: ctx?.fetchCache ? (ctx.tags ?? []) : [],
      };
      const storageKey = this.entryKey(key);
      const stored = encodeEntry(entry);
      const version = `${entry.lastModified}-${randomUUID()}`;
      await redis
        .multi()
        .del(storageKey) // whatever an older storefront stored under this key, in whatever form
        .hset(storageKey, { version, entry: stored })
        .expire(storageKey, lifetimeSeconds(data))
        .exec();
      recent.remember(storageKey, version, entry, stored.length);
    } catch (error) {
      reportFailure(error);
    }
  }

  /** As the file cache records it: with durations ("max") the tag's entries turn stale now and
   * expire later; without (revalidatePath), they expire now. */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (!list.length) return;
    const now = Date.now();
    const change = durations ? { stale: now } : { expired: now };
    if (durations?.expire !== undefined) change.expired = now + durations.expire * 1000;
    for (const tag of list) tagsManifest?.set(tag, { ...tagsManifest.get(tag), ...change });
    try {
      const redis = await connection();
      if (!redis) return;
      const transaction = redis.multi();
      for (const tag of list) {
        transaction.hset(tagKey(tag), change);
        // An entry lives at most ENTRY_TTL_SECONDS, so a refresh older than that concerns none.
        transaction.expire(tagKey(tag), ENTRY_TTL_SECONDS);
      }
      await transaction.exec();
    } catch (error) {
      reportFailure(error);
    }
  }

  resetRequestCache() {}
}
