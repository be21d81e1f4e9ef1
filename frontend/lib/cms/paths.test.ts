import { describe, expect, it } from "vitest";

import { urlPathFromSegments } from "./paths";

describe("urlPathFromSegments", () => {
  it("maps the home route to /", () => {
    expect(urlPathFromSegments(undefined)).toBe("/");
    expect(urlPathFromSegments([])).toBe("/");
  });

  it("joins segments into a slashed path", () => {
    expect(urlPathFromSegments(["men", "results"])).toBe("/men/results/");
  });

  it("keeps already-decoded segments as they are, a literal % included", () => {
    expect(urlPathFromSegments(["café"])).toBe("/café/");
    expect(urlPathFromSegments(["100%"])).toBe("/100%/");
  });
});
