import { describe, expect, it } from "vitest";

import { helpCentrePath } from "./paths";

describe("helpCentrePath", () => {
  it("is the article's parent path, women's or men's", () => {
    expect(helpCentrePath("/faq/is-there-a-vegan-option/")).toBe("/faq/");
    expect(helpCentrePath("/men/faq/does-it-block-dht/")).toBe("/men/faq/");
  });

  it("falls back to the women's help centre for a path without a parent", () => {
    expect(helpCentrePath("/orphan/")).toBe("/faq/");
  });
});
