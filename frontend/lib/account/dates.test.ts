import { describe, expect, it } from "vitest";

import { addDays, formatDate, formatDateTime, INVALID_DATE, parseDate, shopToday } from "./dates";

describe("formatDate", () => {
  it("shows a calendar day as it is, whatever the time zone", () => {
    expect(formatDate("2030-12-31")).toBe("December 31, 2030");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("shows an instant on the shop's calendar", () => {
    // 03:00 UTC is still the evening before in New York.
    expect(formatDate("2026-03-06T03:00:00+00:00")).toBe("March 5, 2026");
    expect(formatDate(Date.UTC(2026, 2, 6, 12))).toBe("March 6, 2026");
  });

  it.each([["not a date"], ["2026-02-31"], ["2026-13-01"], [""], [null], [undefined], [new Date("x")]])(
    "shows Invalid Date for %j",
    (value) => {
      expect(formatDate(value)).toBe("Invalid Date");
      expect(formatDateTime(value)).toBe("Invalid Date");
    },
  );

  it("names the text the shop shows", () => {
    expect(INVALID_DATE).toBe("Invalid Date");
  });
});

describe("formatDateTime", () => {
  it("shows the time in the shop's time zone with its abbreviation", () => {
    expect(formatDateTime("2026-03-05T19:30:00+00:00")).toBe("March 5, 2026 at 2:30 PM EST");
    expect(formatDateTime("2026-07-01T14:00:00Z")).toBe("July 1, 2026 at 10:00 AM EDT");
  });
});

describe("shop calendar", () => {
  it("takes today's date from New York, not from UTC", () => {
    expect(shopToday(new Date("2026-03-06T03:00:00Z"))).toBe("2026-03-05");
    expect(shopToday(new Date("2026-03-06T06:00:00Z"))).toBe("2026-03-06");
  });

  it("moves a calendar day across month ends", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2026-03-02", -30)).toBe("2026-01-31");
  });

  it("parses only real dates", () => {
    expect(parseDate("2024-02-29")?.toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(parseDate("2025-02-29")).toBeNull();
  });
});
