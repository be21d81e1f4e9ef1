import { describe, expect, it } from "vitest";

import { personalize } from "./personalize";

describe("personalize", () => {
  it("puts the first name in place of every {name}", () => {
    expect(personalize("{name}, your offer is waiting", "Jane")).toBe("Jane, your offer is waiting");
    expect(personalize("Hi {name}! Yes, {name}.", " Jane ")).toBe("Hi Jane! Yes, Jane.");
  });

  it("keeps text without a placeholder as written", () => {
    expect(personalize("Free shipping for members", "Jane")).toBe("Free shipping for members");
  });

  it("shows no personal text without a name or without a text", () => {
    expect(personalize("{name}, welcome back", "")).toBeNull();
    expect(personalize("{name}, welcome back", null)).toBeNull();
    expect(personalize("", "Jane")).toBeNull();
    expect(personalize(undefined, "Jane")).toBeNull();
  });

  it("leaves the name as typed, markup and all, for React to escape", () => {
    expect(personalize("Hi {name}", "<b>Jo</b>")).toBe("Hi <b>Jo</b>");
  });
});
