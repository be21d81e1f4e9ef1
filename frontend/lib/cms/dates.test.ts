import { describe, expect, it } from "vitest";

import { formatCmsDate } from "./dates";

describe("formatCmsDate", () => {
  it("writes a calendar day the way shoppers read it, whatever the server's time zone", () => {
    expect(formatCmsDate("2026-12-01")).toBe("December 1, 2026");
    expect(formatCmsDate("2026-01-31")).toBe("January 31, 2026");
  });

  it("leaves anything that is not a date as it is", () => {
    expect(formatCmsDate("soon")).toBe("soon");
  });
});
