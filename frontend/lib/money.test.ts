import { describe, expect, it } from "vitest";

import { formatPrice } from "./money";

describe("formatPrice", () => {
  it("drops the cents of a whole amount", () => {
    expect(formatPrice("88.00")).toBe("$88");
  });

  it("keeps non-zero cents", () => {
    expect(formatPrice("6.95")).toBe("$6.95");
    expect(formatPrice("79.20")).toBe("$79.20");
  });

  it("shows at most two decimals, rounding the rest, and drops cents that round away", () => {
    expect(formatPrice("12.345")).toBe("$12.35");
    expect(formatPrice("12.3")).toBe("$12.30");
    expect(formatPrice("0.999")).toBe("$1");
    expect(formatPrice("1234.5")).toBe("$1,234.50");
    expect(formatPrice("0.00")).toBe("$0");
  });
});
