import { describe, expect, it } from "vitest";

import { nextOptionIndex, OPTION_ATTRIBUTE, optionsIn } from "./keyboard";

describe("arrow keys through the results", () => {
  it("go from the input to the first result and down, stopping at the last", () => {
    expect(nextOptionIndex(-1, 3, "ArrowDown")).toBe(0);
    expect(nextOptionIndex(0, 3, "ArrowDown")).toBe(1);
    expect(nextOptionIndex(2, 3, "ArrowDown")).toBe(2);
  });

  it("go up from the first result back to the input, and no further", () => {
    expect(nextOptionIndex(1, 3, "ArrowUp")).toBe(0);
    expect(nextOptionIndex(0, 3, "ArrowUp")).toBe(-1);
    expect(nextOptionIndex(-1, 3, "ArrowUp")).toBe(-1);
  });

  it("stay on the input when there are no results", () => {
    expect(nextOptionIndex(-1, 0, "ArrowDown")).toBe(-1);
  });

  it("find the marked results in the order shown, and the focused one among them", () => {
    document.body.innerHTML = `<input><button ${OPTION_ATTRIBUTE}>a</button><p>text</p><a href="/x" ${OPTION_ATTRIBUTE}>b</a>`;
    const link = document.querySelector("a")!;
    const { options, current } = optionsIn(document.body, link);
    expect(options.map((option) => option.textContent)).toEqual(["a", "b"]);
    expect(current).toBe(1);
    expect(optionsIn(document.body, document.querySelector("input")).current).toBe(-1);
  });
});
