import { describe, expect, it } from "vitest";

import { preselectedType, stopsAdvertising } from "./request-types";

describe("preselectedType", () => {
  it.each([
    ["limit", "limit"],
    ["opt_out", "opt_out"],
    ["know", "know"],
    [["delete", "limit"], "delete"],
    ["LIMIT", null],
    ["sell", null],
    ["", null],
    [null, null],
    [undefined, null],
  ] as const)("reads %j as %j", (value, expected) => {
    expect(preselectedType(value as string | string[] | null | undefined)).toBe(expected);
  });
});

describe("stopsAdvertising", () => {
  it("is true for the opt-out and limit requests only", () => {
    expect((["know", "delete", "correct", "opt_out", "limit"] as const).filter(stopsAdvertising)).toEqual([
      "opt_out",
      "limit",
    ]);
  });
});
