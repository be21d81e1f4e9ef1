import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CHUNK_RELOAD_FLAG } from "@/lib/build/chunk-reload";

import ServerError from "./error";

const fullLoad = vi.hoisted(() => vi.fn());
vi.mock("@/lib/build/full-load", () => ({ fullLoad }));

const chunkError = Object.assign(new Error("Loading chunk 4021 failed. (error: /_next/static/chunks/4021.js)"), {
  name: "ChunkLoadError",
});

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  fullLoad.mockReset();
});

describe("the error boundary", () => {
  it("loads the same address afresh once when a chunk failed to load", () => {
    // Given a page whose code chunk failed to load
    // When the error reaches the boundary
    render(<ServerError error={chunkError} />);

    // Then the same address is loaded afresh, and the tab notes it did so
    expect(fullLoad).toHaveBeenCalledExactlyOnceWith(window.location.href);
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe(window.location.href);
  });

  it("shows the error page, without reloading again, when the fresh load fails the same way", () => {
    // Given a tab that already reloaded this address for a failed chunk
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, window.location.href);

    // When a chunk fails again
    render(<ServerError error={chunkError} />);

    // Then the page is not loaded again, and the shopper sees the error page
    expect(fullLoad).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  });

  it("does not reload for other errors", () => {
    render(<ServerError error={new Error("Cannot read properties of undefined")} />);

    expect(fullLoad).not.toHaveBeenCalled();
  });
});
