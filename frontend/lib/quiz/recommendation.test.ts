import { describe, expect, it } from "vitest";

import { coreOptions } from "@/test-data/product";

import { causeStrengths, recommendedInterval } from "./recommendation";

describe("recommendedInterval", () => {
  it("opens the plan selector on the recommended plan", () => {
    expect(recommendedInterval(coreOptions, "3_month")).toBe(3);
    expect(recommendedInterval(coreOptions, "monthly")).toBe(1);
    // The contract's spelling of a plan code works as well.
    expect(recommendedInterval(coreOptions, "3-month")).toBe(3);
  });

  it("leaves the usual choice to the selector when the product lacks the plan", () => {
    expect(recommendedInterval(coreOptions, "12_month")).toBeNull();
  });
});

describe("causeStrengths", () => {
  it("measures each cause against the strongest, never invisible", () => {
    expect(causeStrengths([{ score: 8 }, { score: 4 }, { score: 0 }])).toEqual([100, 50, 8]);
    expect(causeStrengths([])).toEqual([]);
  });
});
