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

  it("decodes encoded segments", () => {
    expect(urlPathFromSegments(["caf%C3%A9"])).toBe("/café/");
  });
});
