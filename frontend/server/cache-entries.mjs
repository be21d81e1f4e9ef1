// Cache entries as Redis stores them: text, and with a lifetime that keeps the store bounded.
//
// A page entry carries bytes (its RSC payload, a route's body) and a Map of per-segment bytes,
// which JSON alone would turn into number arrays and empty objects: a client-side navigation would
// then fail on the entry another instance wrote.

const BYTES = "__bytes";
const MAP = "__map";

/** An entry as one string: bytes as base64, Maps as their pairs. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function (key, value) {
    // `this[key]` is the value before Buffer's own toJSON turned it into a number array.
    const raw = this[key];
    if (raw instanceof Uint8Array) return { [BYTES]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
    if (raw instanceof Map) return { [MAP]: [...raw] };
    return value;
  });
}

export function decodeEntry(text) {
  return JSON.parse(text, (key, value) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    if (keys.length !== 1) return value;
    if (keys[0] === BYTES) return Buffer.from(value[BYTES], "base64");
    if (keys[0] === MAP) return new Map(value[MAP]);
    return value;
  });
}

// A page nobody asked for in a day is dropped; its next request renders it again.
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;
// Any address can produce a not-found page: they stay a minute (repeated misses stay cheap), so
// requests for random addresses cannot fill Redis.
export const MISS_TTL_SECONDS = 60;

/**
 * How long Redis keeps an entry. A data answer is kept two of its refresh periods: long enough to be
 * served stale once while it is fetched again, and short, since every address (a not-found one
 * too) asks the CMS for its page through such an answer.
 */
export function lifetimeSeconds(value) {
  if (value == null || value.status === 404) return MISS_TTL_SECONDS;
  if (value.kind === "FETCH" && typeof value.revalidate === "number" && value.revalidate > 0) {
    return Math.min(ENTRY_TTL_SECONDS, Math.max(MISS_TTL_SECONDS, value.revalidate * 2));
  }
  return ENTRY_TTL_SECONDS;
}

/** The tags a stored page names in its x-next-cache-tags header (fetches name theirs in ctx). */
export function headerTags(value) {
  const header = value?.headers?.["x-next-cache-tags"];
  return typeof header === "string" && header ? header.split(",") : [];
}

/**
 * The entries this process decoded last, each with the version Redis holds it under. One is reused
 * while Redis still names that version, so a page asked for often is neither fetched nor decoded
 * again on each request, and never once another instance has written a newer one. Bounded by size.
 */
export class RecentEntries {
  constructor(maxChars) {
    this.maxChars = maxChars;
    this.chars = 0;
    this.entries = new Map();
  }

  get(key) {
    const found = this.entries.get(key);
    if (found) {
      // Map order is insertion order: re-inserting keeps the least recently used first.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  remember(key, version, entry, chars) {
    this.forget(key);
    if (chars > this.maxChars) return;
    this.entries.set(key, { version, entry, chars });
    this.chars += chars;
    for (const [oldest, { chars: size }] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= size;
    }
  }

  forget(key) {
    const found = this.entries.get(key);
    if (!found) return;
    this.entries.delete(key);
    this.chars -= found.chars;
  }
}
