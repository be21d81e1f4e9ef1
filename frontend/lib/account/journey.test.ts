import { describe, expect, it } from "vitest";

import { daysSinceJourneyStart, JOURNEY_MONTH_MS, journeyMonth } from "./journey";

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
