import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DesktopNavBehaviour } from "./DesktopNavBehaviour";

// The first fetch of the dropdowns' code fails (offline, or its chunk gone with a deploy); the
// next one brings it.
const enhanceDesktopNav = vi.hoisted(() => vi.fn(() => () => undefined));
let attempts = 0;
vi.mock("@/lib/layout/desktop-nav", () => {
  attempts += 1;
  if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
  return { enhanceDesktopNav };
});
vi.mock("@/lib/ui/when-idle", () => ({ whenIdle: () => undefined }));

afterEach(cleanup);

const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

describe("DesktopNavBehaviour", () => {
  it("asks again for the dropdowns' code at the next hover when the first fetch failed", async () => {
    // Given the server-drawn navigation
    render(
      <nav aria-label="Main">
        <button type="button">Shop</button>
        <DesktopNavBehaviour />
      </nav>,
    );
    const shop = screen.getByRole("button", { name: "Shop" });

    // When the pointer enters it and the code fails to come
    fireEvent.pointerOver(shop);
    await settle();
    expect(enhanceDesktopNav).not.toHaveBeenCalled();

    // Then the next hover fetches it again, and the dropdowns come to life
    fireEvent.pointerOver(shop);
    await settle();
    expect(enhanceDesktopNav).toHaveBeenCalledExactlyOnceWith(screen.getByRole("navigation", { name: "Main" }));
  });
});
