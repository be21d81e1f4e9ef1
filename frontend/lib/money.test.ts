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
});
