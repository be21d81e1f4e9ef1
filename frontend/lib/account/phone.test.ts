import { describe, expect, it } from "vitest";

import { formatPhone } from "./phone";

describe("formatPhone", () => {
  it("shows every shape of one North American number the same way", () => {
    for (const written of ["+12125550199", "(212) 555-0199", "212.555.0199", "1 212 555 0199", " 2125550199 "]) {
      expect(formatPhone(written)).toBe("(212) 555-0199");
    }
  });

  it("leaves other countries' numbers, extensions and nothing as they are", () => {
    expect(formatPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhone("212 555 0199 ext 12")).toBe("212 555 0199 ext 12");
    expect(formatPhone(null)).toBe("");
    expect(formatPhone(undefined)).toBe("");
  });
});
