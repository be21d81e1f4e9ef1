import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { resetTracker } from "@/lib/analytics/tracker";

import { LeadCaptureModal } from "./LeadCaptureModal";

const subscribe = { operationName: "SubscribeForNewsletters", id: "SubscribeForNewsletters-id" };

function queued() {
  return (window.rootwellAnalytics ?? []).map(({ event, properties }) => [event, properties]);
}

beforeEach(() => {
  document.cookie = "hide_attentive_popup=; path=/; max-age=0";
});

afterEach(() => {
  cleanup();
  resetTracker();
  vi.unstubAllGlobals();
  delete window.rootwellAnalytics;
});

describe("LeadCaptureModal", () => {
  it("is a dialog naming the offer, reported as viewed, then expanded once the visitor moves into the form", () => {
    render(<LeadCaptureModal subscribe={subscribe} trigger="delay" onDone={() => {}} />);

    expect(screen.getByRole("dialog", { name: "Get $10 off your first subscription" })).toBeTruthy();
    expect(queued()).toEqual([["Lead Capture Modal Viewed", { trigger: "delay" }]]);

    fireEvent.focus(screen.getByLabelText("Email address"));
    fireEvent.focus(screen.getByLabelText("Email address"));

    expect(queued()).toEqual([
      ["Lead Capture Modal Viewed", { trigger: "delay" }],
      ["Lead Capture Modal Expanded", { trigger: "delay" }],
    ]);
  });

  it("closes for good with Escape: reported, and the hide_attentive_popup cookie set", () => {
    const onDone = vi.fn();
    render(<LeadCaptureModal subscribe={subscribe} trigger="exit_intent" onDone={onDone} />);

    fireEvent.keyDown(document, { key: "Escape" });

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
    expect(document.cookie).toContain("hide_attentive_popup=1");
    expect(queued().at(-1)).toEqual(["Lead Capture Modal Closed", { trigger: "exit_intent" }]);
  });

  it("reports Email Opted In with the address on success and never offers itself again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ data: { subscribeForNewsletters: { result: { status: "SUBSCRIBED", message: "Thanks" } } } }),
      ),
    );
    render(<LeadCaptureModal subscribe={subscribe} trigger="delay" onDone={() => {}} />);

    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "jane@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thanks for signing up!"));
    expect(queued()).toContainEqual(["Email Opted In", { email: "jane@example.com", location: "lead_capture_modal" }]);
    expect(document.cookie).toContain("hide_attentive_popup=1");
  });
});
