import { describe, expect, it } from "vitest";

import { daysSinceJourneyStart, hairJourney, JOURNEY_MONTH_MS, journeyMonth } from "./journey";

const start = "2026-01-01T00:00:00Z";
const at = (days: number) => new Date(Date.parse(start) + days * 864e5);

describe("the hair journey's clock", () => {
  it("counts months of exactly 30 days", () => {
    expect(JOURNEY_MONTH_MS).toBe(2_592_000_000);
    expect(JOURNEY_MONTH_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("counts whole days since the start", () => {
    expect(daysSinceJourneyStart(start, at(0))).toBe(0);
    expect(daysSinceJourneyStart(start, new Date(Date.parse(start) + 864e5 - 1))).toBe(0);
    expect(daysSinceJourneyStart(start, at(45))).toBe(45);
  });

  it("moves to the next month every 30 days, not on calendar months", () => {
    expect(journeyMonth(start, at(0))).toBe(1);
    expect(journeyMonth(start, at(29))).toBe(1);
    // Day 30 is January 31st: a new journey month while the calendar month is still January.
    expect(journeyMonth(start, at(30))).toBe(2);
    expect(journeyMonth(start, at(89))).toBe(3);
    expect(journeyMonth(start, at(180))).toBe(7);
  });

  it("treats a start in the future as day 0 of month 1", () => {
    expect(daysSinceJourneyStart(start, at(-3))).toBe(0);
    expect(journeyMonth(start, at(-3))).toBe(1);
  });

  it("gives null for a start date it cannot read", () => {
    expect(daysSinceJourneyStart("soon", at(3))).toBeNull();
    expect(journeyMonth("soon", at(3))).toBeNull();
  });
});

describe("the customer's hair journey", () => {
  const subscription = (entity_id: number, status: string, next_run: string | null, journey_start_date: string) => ({
    entity_id,
    name: `Plan ${entity_id}`,
    status,
    journey_start_date,
    next_charge: { date: next_run, grand_total: { value: "79.00", currency: "USD" } },
  });

  it("has not started without a subscription, nor with canceled ones only", () => {
    expect(hairJourney([]).state).toBe("no_subscription");
    expect(hairJourney([subscription(1, "canceled", null, "2026-01-01")])).toEqual({
      state: "no_subscription",
      journeyStart: null,
      nextShipment: null,
    });
  });

  it("starts with the earliest running plan and ships next the soonest one that ships", () => {
    const journey = hairJourney([
      subscription(1, "active", "2026-05-10", "2026-03-10"),
      subscription(2, "paused", null, "2026-01-05"),
      subscription(3, "payment_failed", "2026-04-20", "2026-04-01"),
      subscription(4, "canceled", "2026-04-01", "2025-01-01"),
    ]);

    expect(journey.state).toBe("active_subscription");
    expect(journey.journeyStart).toBe("2026-01-05");
    expect(journey.nextShipment?.entity_id).toBe(3);
  });

  it("is on its way with a paused plan alone, which ships nothing", () => {
    expect(hairJourney([subscription(2, "paused", "2026-05-01", "2026-01-05")])).toMatchObject({
      state: "active_subscription",
      nextShipment: null,
    });
  });
});
