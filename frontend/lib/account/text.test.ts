import { describe, expect, it } from "vitest";

import { cleanText } from "./text";

describe("cleanText", () => {
  it("strips control characters, line breaks and tabs included", () => {
    expect(cleanText("Ja\u0000ne\u0007")).toBe("Jane");
    expect(cleanText("12 Main\nStreet\t")).toBe("12 MainStreet");
    expect(cleanText("Jo\u007F\u0085\u009Fy")).toBe("Joy");
  });

  it("strips zero-width characters that pasted text brings along", () => {
    expect(cleanText("\uFEFFJane\u200B Doe\u200C\u200D\u2060")).toBe("Jane Doe");
  });

  it("trims surrounding spaces and keeps everything else", () => {
    expect(cleanText("  Zoë O'Brien-Núñez, Apt #4 ")).toBe("Zoë O'Brien-Núñez, Apt #4");
    expect(cleanText("")).toBe("");
  });
});
