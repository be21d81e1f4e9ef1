import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// How the panel's code comes, test by test: it fails, or it waits for `arrive`.
const fetching = { fail: false, arrived: Promise.resolve() };
function mockPanel() {
  vi.doMock("./MobileNavPanel", async () => {
    if (fetching.fail) throw new TypeError("Failed to fetch dynamically imported module");
    await fetching.arrived;
    return {
      MobileNavPanel: ({ open }: { open: boolean }) => (
        <nav id="mobile-navigation" aria-label="Mobile" hidden={!open}>
          Shop
        </nav>
      ),
    };
  });
}

let arrive: () => void;
beforeEach(() => {
  // Fresh modules each time: MobileNav keeps the panel's code once fetched.
  vi.resetModules();
  mockPanel();
  fetching.fail = false;
  fetching.arrived = new Promise((done) => (arrive = done));
});
afterEach(cleanup);

async function header() {
  const { MobileNav } = await import("./MobileNav");
  render(
    <MobileNav
      openIcon="☰"
      closeIcon="✕"
      burgerClass="burger"
      accordions={[]}
      links={[]}
      socialLinks={[]}
      shopHref="/shop/"
      lockScroll={false}
    />,
  );
}

const burger = () => screen.getByRole("button");
const says = () => [burger().getAttribute("aria-expanded"), burger().getAttribute("aria-label")];
const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

describe("MobileNav", () => {
  it("says the menu is closed until the panel is there, then opens it", async () => {
    // Given a header whose panel code is on its way
    await header();

    // When the burger is pressed
    fireEvent.click(burger());
    await settle();

    // Then it does not claim an open menu before the panel is shown
    expect(says()).toEqual(["false", "Open menu"]);
    expect(screen.queryByRole("navigation")).toBeNull();

    // And when the code comes, the panel opens
    await act(async () => arrive());
    await settle();
    expect(says()).toEqual(["true", "Close menu"]);
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeTruthy();
  });

  it("calls a pending opening off on Escape", async () => {
    // Given a burger pressed before the panel code came
    await header();
    fireEvent.click(burger());

    // When Escape is pressed, and the code then comes
    fireEvent.keyDown(document, { key: "Escape" });
    await act(async () => arrive());
    await settle();

    // Then the menu stays closed
    expect(says()).toEqual(["false", "Open menu"]);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("stays closed and usable when the panel code fails to come, and asks again at the next press", async () => {
    // Given a header whose panel code cannot be fetched
    fetching.fail = true;
    await header();

    // When the burger is pressed
    fireEvent.click(burger());
    await settle();

    // Then nothing throws, and the burger says the menu is closed
    expect(says()).toEqual(["false", "Open menu"]);

    // And once the code can come, the next press opens the panel
    fetching.fail = false;
    arrive();
    fireEvent.click(burger());
    await settle();
    expect(says()).toEqual(["true", "Close menu"]);
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeTruthy();
  });
});
