import { describe, expect, it } from "vitest";

import {
  parseSubscriptionId,
  shipsNext,
  subscriptionFrequencyLabel,
  subscriptionHref,
  subscriptionStatusLabel,
} from "./subscriptions";
import { renewalDays } from "@/lib/subscriptions/terms";

describe("subscriptionFrequencyLabel", () => {
  it("calls 1, 3 and 6 months every 30, 90 and 180 days", () => {
    expect(subscriptionFrequencyLabel(1, "month")).toBe("Every 30 days");
    expect(subscriptionFrequencyLabel(3, "month")).toBe("Every 90 days");
    expect(subscriptionFrequencyLabel(6, "month")).toBe("Every 180 days");
  });

  it("counts 30 days per month between deliveries", () => {
    expect([1, 3, 6].map(renewalDays)).toEqual([30, 90, 180]);
  });

  it("names other units as they are", () => {
    expect(subscriptionFrequencyLabel(1, "week")).toBe("Every 1 week");
    expect(subscriptionFrequencyLabel(2, "week")).toBe("Every 2 weeks");
  });
});

describe("subscriptionStatusLabel", () => {
  it("names the known statuses", () => {
    expect(subscriptionStatusLabel("active")).toBe("Active");
    expect(subscriptionStatusLabel("payment_failed")).toBe("Payment failed");
    expect(subscriptionStatusLabel("canceled")).toBe("Canceled");
    expect(subscriptionStatusLabel("paused")).toBe("Paused");
  });

  it("shows an unknown status in words", () => {
    expect(subscriptionStatusLabel("on_hold")).toBe("On hold");
  });
});

it("links to a subscription by its id", () => {
  expect(subscriptionHref(42)).toBe("/account/subscriptions/42/");
});

describe("parseSubscriptionId", () => {
  it("reads a positive whole number", () => {
    expect(parseSubscriptionId("12")).toBe(12);
    expect(parseSubscriptionId("2147483647")).toBe(2147483647);
  });

  it("refuses anything else", () => {
    for (const value of ["", "abc", "12abc", "1.5", "-3", "0", "012", " 12", "2147483648", "1e3"]) {
      expect(parseSubscriptionId(value)).toBeNull();
    }
  });
});

it("gives active and payment-failed plans a next shipment, not paused or canceled ones", () => {
  expect(shipsNext("active")).toBe(true);
  expect(shipsNext("payment_failed")).toBe(true);
  expect(shipsNext("paused")).toBe(false);
  expect(shipsNext("canceled")).toBe(false);
});
