import { describe, expect, it } from "vitest";

import { defaultOption, isSubscription, presetOption } from "./plans";
import { coreOptions } from "@/test-data/product";

const query = (search: string) => new URLSearchParams(search);

describe("plans", () => {
  it("start on the monthly subscription", () => {
    expect(defaultOption(coreOptions)?.sku).toBe("RW-CORE-W-1M-S01");
  });

  it("start on the first subscription, or the only plan, when there is no monthly one", () => {
    const [oneTime, , threeMonth, sixMonth] = coreOptions;
    expect(defaultOption([oneTime, threeMonth, sixMonth])?.sku).toBe("RW-CORE-W-3M-S01");
    expect(defaultOption([oneTime])?.sku).toBe("RW-CORE-W-N01");
    expect(defaultOption([])).toBeUndefined();
  });

  it.each([
    [0, "RW-CORE-W-N01"],
    [3, "RW-CORE-W-3M-S01"],
    [6, "RW-CORE-W-6M-S01"],
    [12, "RW-CORE-W-1M-S01"],
    [null, "RW-CORE-W-1M-S01"],
  ])("start a page preselecting interval %s on %s", (interval, sku) => {
    expect(defaultOption(coreOptions, interval)?.sku).toBe(sku);
  });

  it("tell subscriptions from the one-time purchase by their billing interval", () => {
    expect(coreOptions.map(isSubscription)).toEqual([false, true, true, true]);
  });

  it.each([
    ["?delivery=one_time", "RW-CORE-W-N01"],
    ["?delivery=monthly", "RW-CORE-W-1M-S01"],
    ["?delivery=3_month", "RW-CORE-W-3M-S01"],
    ["?delivery=6_MONTH", "RW-CORE-W-6M-S01"],
    ["?product=RW-CORE-W-3M-S01", "RW-CORE-W-3M-S01"],
    ["?product=rw-core-w-n01", "RW-CORE-W-N01"],
    ["?product=RW-CORE-W-6M-S01&delivery=one_time", "RW-CORE-W-6M-S01"],
    ["?product=RW-VEGAN-W-N01&delivery=3_month", "RW-CORE-W-3M-S01"],
  ])("preset the plan a link asks for with %s", (search, sku) => {
    expect(presetOption(coreOptions, query(search))?.sku).toBe(sku);
  });

  it.each(["", "?delivery=yearly", "?product=RW-VEGAN-W-N01", "?product=&delivery="])(
    "preset nothing when %s names no plan of the page",
    (search) => {
      expect(presetOption(coreOptions, query(search))).toBeNull();
    },
  );
});
