import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BUILD_RELOAD_FLAG, checkForNewBuild } from "./new-build-check";

const unloadable = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /_next/x.js"));

describe("checkForNewBuild when the check's own code cannot load", () => {
  const assign = vi.fn();

  beforeEach(() => {
    sessionStorage.clear();
    assign.mockClear();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    vi.stubGlobal("location", { href: "https://rootwell.example/science/", assign });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("never reloads the first page, which the server has just sent", async () => {
    expect(await checkForNewBuild(true, unloadable)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(BUILD_RELOAD_FLAG)).toBeNull();
  });

  it("after a navigation, loads the page afresh once a session, however often it fails", async () => {
    expect(await checkForNewBuild(false, unloadable)).toBe(true);
    expect(await checkForNewBuild(false, unloadable)).toBe(false);
    expect(await checkForNewBuild(false, unloadable)).toBe(false);

    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("https://rootwell.example/science/");
  });

  it("does not reload when a build reload already happened this session", async () => {
    sessionStorage.setItem(BUILD_RELOAD_FLAG, "build-2");

    expect(await checkForNewBuild(false, unloadable)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("does not reload while offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

    expect(await checkForNewBuild(false, unloadable)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("hands over to the loaded check otherwise", async () => {
    const afterNavigation = vi.fn(async () => false);

    await checkForNewBuild(false, async () => ({ afterNavigation }));
    expect(afterNavigation).toHaveBeenCalledWith(false);
  });
});
