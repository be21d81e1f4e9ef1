import { beforeEach, describe, expect, it, vi } from "vitest";

import { reloadForNewBuild } from "./build-reload";
import { isChunkLoadError, recoverFromChunkError } from "./chunk-reload";
import { BUILD_RELOAD_FLAG } from "./new-build-check";

const URL_AFTER_NAVIGATION = "https://rootwell.example/science/";

function check(serverBuild: string | null, load = vi.fn()) {
  return { ownBuild: "build-1", fetchBuild: async () => serverBuild, storage: sessionStorage, load };
}

describe("reloadForNewBuild", () => {
  beforeEach(() => sessionStorage.clear());

  it("leaves the tab alone while the server runs the tab's own build", async () => {
    const load = vi.fn();

    expect(await reloadForNewBuild(URL_AFTER_NAVIGATION, check("build-1", load))).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the address afresh once the server runs a new build", async () => {
    const load = vi.fn();

    expect(await reloadForNewBuild(URL_AFTER_NAVIGATION, check("build-2", load))).toBe(true);
    expect(load).toHaveBeenCalledWith(URL_AFTER_NAVIGATION);
    expect(sessionStorage.getItem(BUILD_RELOAD_FLAG)).toBe("build-2");
  });

  it("does not reload again for the same build, so a stale cache cannot start a loop", async () => {
    const load = vi.fn();
    await reloadForNewBuild(URL_AFTER_NAVIGATION, check("build-2", load));

    expect(await reloadForNewBuild("https://rootwell.example/faq/", check("build-2", load))).toBe(false);
    expect(await reloadForNewBuild("https://rootwell.example/faq/", check("build-2", load))).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reloads at most once a session, so two builds answering in turn (a rolling deploy) cannot ping-pong", async () => {
    const load = vi.fn();
    await reloadForNewBuild(URL_AFTER_NAVIGATION, check("build-2", load));
    // The reload landed on a server still running build 1; the next answer comes from build 2, then 1.
    const fromBuild2 = { ...check("build-2", load), ownBuild: "build-1" };
    const fromBuild1 = { ...check("build-1", load), ownBuild: "build-2" };

    expect(await reloadForNewBuild("https://rootwell.example/faq/", fromBuild2)).toBe(false);
    expect(await reloadForNewBuild("https://rootwell.example/shop/", fromBuild1)).toBe(false);
    expect(await reloadForNewBuild("https://rootwell.example/faq/", check("build-3", load))).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("carries on when the server cannot say, or storage is unavailable", async () => {
    const load = vi.fn();
    const failing = { ...check(null, load), fetchBuild: async () => Promise.reject(new Error("offline")) };

    expect(await reloadForNewBuild(URL_AFTER_NAVIGATION, check(null, load))).toBe(false);
    expect(await reloadForNewBuild(URL_AFTER_NAVIGATION, failing)).toBe(false);
    expect(await reloadForNewBuild(URL_AFTER_NAVIGATION, { ...check("build-2", load), storage: null })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("recoverFromChunkError", () => {
  beforeEach(() => sessionStorage.clear());

  const chunkError = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });

  it("recognises chunks that failed to load, and nothing else", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error("Failed to load chunk /_next/static/chunks/a1b2.js from module 42"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
  });

  it("turns a failed chunk into one full navigation to the address", () => {
    const load = vi.fn();

    expect(recoverFromChunkError(chunkError, URL_AFTER_NAVIGATION, sessionStorage, load)).toBe(true);
    expect(recoverFromChunkError(chunkError, URL_AFTER_NAVIGATION, sessionStorage, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(URL_AFTER_NAVIGATION);
  });

  it("leaves other errors to the error page", () => {
    const load = vi.fn();

    expect(recoverFromChunkError(new Error("boom"), URL_AFTER_NAVIGATION, sessionStorage, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
