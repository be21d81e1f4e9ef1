import { afterEach, describe, expect, it, vi } from "vitest";

import {
  reportedNotificationType,
  trackAccountError,
  trackAccountModuleCta,
  trackAccountNotification,
  trackSubscriptionError,
} from "./account-events";
import { resetTracker, track, type TrackedEvent } from "./tracker";

afterEach(() => {
  resetTracker();
  delete window.rootwellAnalytics;
});

function queued() {
  return (window.rootwellAnalytics ?? []).map(({ event, properties }) => ({ event, properties }));
}

describe("track", () => {
  it("queues the event globally and announces it as a DOM event", () => {
    const heard: TrackedEvent[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<TrackedEvent>).detail);
    window.addEventListener("rootwell:track", listener);

    track("Account Module CTA Clicked", { module: "hair_quiz" });
    track("Order Details Viewed");

    window.removeEventListener("rootwell:track", listener);
    expect(queued()).toEqual([
      { event: "Account Module CTA Clicked", properties: { module: "hair_quiz" } },
      { event: "Order Details Viewed", properties: {} },
    ]);
    expect(heard).toEqual(window.rootwellAnalytics);
    expect(Number.isNaN(Date.parse(heard[0].timestamp))).toBe(false);
  });

  it("keeps what a vendor script queued before the first event", () => {
    const earlier = { event: "Page Viewed", properties: {}, timestamp: "2026-01-01T00:00:00Z" };
    window.rootwellAnalytics = [earlier];

    track("Account Error Viewed", {});

    expect(window.rootwellAnalytics).toHaveLength(2);
    expect(window.rootwellAnalytics[0]).toBe(earlier);
  });
});

describe("account events", () => {
  it("reports an error notification as a warning and every other type as standard", () => {
    expect(reportedNotificationType("error")).toBe("warning");
    expect(reportedNotificationType("warning")).toBe("standard");
    expect(reportedNotificationType("beige")).toBe("standard");
  });

  it("names the notification events and maps their type", () => {
    trackAccountNotification("Shown", { name: "card_expired", type: "error" });
    trackAccountNotification("Clicked", { name: "card_expiring", type: "warning" });
    trackAccountNotification("Closed", { name: "appointment_upcoming", type: "beige" });

    expect(queued()).toEqual([
      { event: "Account Notification Shown", properties: { name: "card_expired", type: "warning" } },
      { event: "Account Notification Clicked", properties: { name: "card_expiring", type: "standard" } },
      { event: "Account Notification Closed", properties: { name: "appointment_upcoming", type: "standard" } },
    ]);
  });

  it("sends the module CTA, the free-form error and the subscription error (naming no one)", () => {
    const dispatch = vi.spyOn(window, "dispatchEvent");

    trackAccountModuleCta("hair_quiz", "Take the Quiz");
    trackAccountError({ page: "/account/profile/", message: "Something went wrong." });
    trackSubscriptionError();

    expect(queued()).toEqual([
      { event: "Account Module CTA Clicked", properties: { module: "hair_quiz", cta: "Take the Quiz" } },
      { event: "Account Error Viewed", properties: { page: "/account/profile/", message: "Something went wrong." } },
      // its email and user_id are the collector's to add, from the session
      { event: "Account Subscription Error Viewed", properties: {} },
    ]);
    expect(dispatch).toHaveBeenCalledTimes(3);
    dispatch.mockRestore();
  });
});
