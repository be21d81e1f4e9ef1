import { describe, expect, it } from "vitest";

import { firstRenewal, renewalDate } from "./renewals";
import { renewsEvery } from "./terms";

describe("auto-renewal terms", () => {
  it("state the plan's interval in days and its price, as the shop's legal text does", () => {
    expect(renewsEvery(3, "224.00")).toBe("renews every 90 days at $224");
    expect(renewsEvery(1, "79.20")).toBe("renews every 30 days at $79.20");
  });

  it("renew on the same day months later, or the last day of a shorter month", () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(renewalDate(firstRenewal(day("2026-03-10"), 3))).toBe("June 10, 2026");
    expect(renewalDate(firstRenewal(day("2027-01-31"), 1))).toBe("February 28, 2027");
    expect(renewalDate(firstRenewal(day("2028-01-31"), 1))).toBe("February 29, 2028");
    expect(renewalDate(firstRenewal(day("2026-08-31"), 6))).toBe("February 28, 2027");
  });
});
