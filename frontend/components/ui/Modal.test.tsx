import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ModalPage } from "@/test-data/modal-page";

import { FOCUS_RESTORE_DELAY_MS, FOCUS_RETRIES, FOCUS_RETRY_MS } from "./Modal";

/** Content that arrives some time after the modal opened. */
function LateField({ after }: { after: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), after);
    return () => clearTimeout(timer);
  }, [after]);
  return shown ? <input aria-label="Email" /> : <p>Loading…</p>;
}

function openModal() {
  const opener = screen.getByRole("button", { name: "Open details" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Tab", shiftKey });

describe("Modal", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.removeAttribute("style");
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("is a modal dialog named by its title", () => {
    render(<ModalPage />);
    openModal();

    const dialog = screen.getByRole("dialog", { name: "Product details" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
  });

  it("focuses the first focusable element inside when it opens", () => {
    render(<ModalPage />);
    openModal();

    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });

  it("keeps Tab and Shift+Tab cycling inside the dialog", () => {
    render(<ModalPage />);
    openModal();
    const close = screen.getByRole("button", { name: "Close" });
    const lastButton = screen.getByRole("button", { name: "Add to cart" });

    tab(true);
    expect(document.activeElement).toBe(lastButton);
    tab();
    expect(document.activeElement).toBe(close);

    screen.getByRole("button", { name: "Open details" }).focus();
    tab();
    expect(document.activeElement).toBe(close);
  });

  it("closes on Escape through its close control", () => {
    render(<ModalPage />);
    openModal();

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });

    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open on Escape when closing is not enabled", () => {
    render(<ModalPage closable={false} />);
    openModal();

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });

    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Quantity" }));
  });

  it("blocks page scrolling while open and gives it back on close", () => {
    document.body.style.overflow = "auto";
    render(<ModalPage />);
    openModal();
    expect(document.body.style.overflow).toBe("hidden");

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.body.style.overflow).toBe("auto");
  });

  it("gives focus back to the opener 250 ms after closing", () => {
    render(<ModalPage />);
    const opener = openModal();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));

    act(() => vi.advanceTimersByTime(FOCUS_RESTORE_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(opener);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(opener);
  });

  it("waits for content that renders late, retrying every 100 ms", () => {
    render(
      <ModalPage closable={false}>
        <LateField after={350} />
      </ModalPage>,
    );
    openModal();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open details" }));

    act(() => vi.advanceTimersByTime(350));
    expect(document.activeElement).not.toBe(screen.getByRole("textbox", { name: "Email" }));
    act(() => vi.advanceTimersByTime(400 - 350));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Email" }));
  });

  it("gives up after 100 retries and focuses the dialog itself", () => {
    render(
      <ModalPage closable={false}>
        <p>Nothing to press here.</p>
      </ModalPage>,
    );
    openModal();

    act(() => vi.advanceTimersByTime(FOCUS_RETRY_MS * (FOCUS_RETRIES - 1)));
    expect(document.activeElement).not.toBe(screen.getByRole("dialog"));
    act(() => vi.advanceTimersByTime(FOCUS_RETRY_MS));
    expect(document.activeElement).toBe(screen.getByRole("dialog"));
  });

  it("in full-screen mobile mode, takes the page's width away while open on a phone", () => {
    vi.stubGlobal("innerWidth", 375);
    render(<ModalPage fullScreenMobile />);
    openModal();
    expect(document.body.style.width).toBe("0px");

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.body.style.width).toBe("");
    vi.unstubAllGlobals();
  });

  it("leaves the page's width alone on a desktop", () => {
    vi.stubGlobal("innerWidth", 1280);
    render(<ModalPage fullScreenMobile />);
    openModal();

    expect(document.body.style.width).toBe("");
    vi.unstubAllGlobals();
  });
});
