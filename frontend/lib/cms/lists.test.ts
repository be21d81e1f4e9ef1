import { describe, expect, it } from "vitest";

import { presentItems } from "./lists";

describe("presentItems", () => {
  it("keeps the items in order and drops nulls and a missing list", () => {
    expect(presentItems(["a", null, "b"])).toEqual(["a", "b"]);
    expect(presentItems(null)).toEqual([]);
  });
});
