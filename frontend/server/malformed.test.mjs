import { describe, expect, it } from "vitest";

import { isMalformedPath } from "./malformed.mjs";

describe("isMalformedPath", () => {
  it("finds paths whose escapes are not UTF-8", () => {
    expect(isMalformedPath("/%ff/")).toBe(true);
    expect(isMalformedPath("/men/%E0%A4%A/?q=1")).toBe(true);
  });

  it("finds paths holding an escaped NUL character", () => {
    expect(isMalformedPath("/a%00b/")).toBe(true);
    expect(isMalformedPath("/shop/%00?q=1")).toBe(true);
  });

  it("lets real paths through, escaped or not, whatever their query holds", () => {
    expect(isMalformedPath("/")).toBe(false);
    expect(isMalformedPath("/caf%C3%A9/")).toBe(false);
    expect(isMalformedPath("/search/?q=%ff")).toBe(false);
  });
});
