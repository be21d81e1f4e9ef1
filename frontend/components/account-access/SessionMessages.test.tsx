import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SessionMessages } from "./SessionMessages";

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));

function setMessagesCookie(messages: unknown) {
  document.cookie = `messages=${encodeURIComponent(JSON.stringify(messages))}; path=/`;
}

const messagesCookie = () => document.cookie.split("; ").find((part) => part.startsWith("messages="));

describe("SessionMessages", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    route.pathname = "/";
  });
  afterEach(() => {
    cleanup();
    // What the unmounted component left to take out of the cookie.
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    document.cookie = "messages=; Max-Age=0; path=/";
  });

  it("shows the cookie's messages, errors as alerts, and clears the cookie after 250 ms", () => {
    setMessagesCookie([
      { type: "warning", text: "You are already logged in." },
      { type: "error", text: "That did not work." },
    ]);
    render(<SessionMessages />);

    expect(screen.getByRole("status").textContent).toBe("You are already logged in.");
    expect(screen.getByRole("alert").textContent).toBe("That did not work.");
    act(() => vi.advanceTimersByTime(249));
    expect(messagesCookie()).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(messagesCookie()).toBeUndefined();
    // Still on screen: clearing the cookie only keeps the next page from repeating them.
    expect(screen.getByRole("alert")).toBeTruthy();
  });

  it("dismisses one message at a time", () => {
    setMessagesCookie([
      { type: "success", text: "One." },
      { type: "success", text: "Two." },
    ]);
    render(<SessionMessages />);

    fireEvent.click(screen.getAllByRole("button", { name: "Dismiss message" })[0]);

    expect(screen.getAllByRole("status").map((message) => message.textContent)).toEqual(["Two."]);
  });

  it("shows a message about a subscription as an info banner", () => {
    setMessagesCookie([{ type: "success", text: "Your subscription is paused." }]);
    const { container } = render(<SessionMessages />);
    expect(container.querySelector("[data-message-type]")?.getAttribute("data-message-type")).toBe("info");
  });

  it("clears what was shown when the page changes", () => {
    setMessagesCookie([{ type: "success", text: "Saved." }]);
    const view = render(<SessionMessages />);
    act(() => vi.advanceTimersByTime(250));

    route.pathname = "/science/";
    view.rerender(<SessionMessages />);

    expect(screen.queryByRole("status")).toBeNull();
  });

  it("does not repeat messages on the next page when the visitor moves on within 250 ms", () => {
    setMessagesCookie([{ type: "success", text: "Saved." }]);
    const view = render(<SessionMessages />);

    route.pathname = "/science/";
    view.rerender(<SessionMessages />);

    expect(screen.queryByRole("status")).toBeNull();
    expect(messagesCookie()).toBeUndefined();
  });

  it("takes out only what it showed: a message added meanwhile waits for its page", () => {
    setMessagesCookie([{ type: "success", text: "Saved." }]);
    render(<SessionMessages />);
    setMessagesCookie([
      { type: "success", text: "Saved." },
      { type: "warning", text: "You are already logged in." },
    ]);

    act(() => vi.advanceTimersByTime(250));

    expect(decodeURIComponent(messagesCookie() ?? "")).toBe(
      'messages=[{"type":"warning","text":"You are already logged in."}]',
    );
  });

  it("takes them out when the page is left before 250 ms", () => {
    setMessagesCookie([{ type: "success", text: "Saved." }]);
    render(<SessionMessages />);
    window.dispatchEvent(new Event("pagehide"));
    expect(messagesCookie()).toBeUndefined();
  });

  it("shows them when React mounts the component twice in development", () => {
    setMessagesCookie([{ type: "success", text: "Saved." }]);
    render(
      <StrictMode>
        <SessionMessages />
      </StrictMode>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole("status").textContent).toBe("Saved.");
  });

  it("renders nothing without messages", () => {
    const { container } = render(<SessionMessages />);
    expect(container.querySelectorAll("[data-message-type]")).toHaveLength(0);
  });
});
