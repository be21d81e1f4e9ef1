import { afterEach, describe, expect, it, vi } from "vitest";

import { openingControl, returnFocus, trackOpeners } from "./focus-return";

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

function button(label: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.textContent = label;
  document.body.append(element);
  return element;
}

describe("openingControl", () => {
  it("is the focused control", () => {
    trackOpeners();
    const icon = button("Cart");
    icon.focus();
    expect(openingControl()).toBe(icon);
  });

  it("is the last control pressed when focus has left it (a button disabled while it adds)", () => {
    trackOpeners();
    const add = button("Add to Cart");
    add.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    add.focus();
    // As a browser does when the focused button becomes disabled.
    add.blur();
    add.disabled = true;
    expect(document.activeElement).toBe(document.body);
    expect(openingControl()).toBe(add);
  });

  it("is never a control inside a dialog", () => {
    trackOpeners();
    const opener = button("Learn More");
    opener.focus();
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    const inside = document.createElement("button");
    dialog.append(inside);
    document.body.append(dialog);
    inside.focus();
    inside.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    inside.blur();
    expect(openingControl()).toBe(opener);
  });
});

describe("returnFocus", () => {
  it("focuses a disabled control once it is enabled again", () => {
    vi.useFakeTimers();
    const add = button("Add to Cart");
    add.disabled = true;
    returnFocus(add);
    expect(document.activeElement).toBe(document.body);

    add.disabled = false;
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(add);
  });

  it("leaves focus where the visitor has put it meanwhile", () => {
    vi.useFakeTimers();
    const add = button("Add to Cart");
    add.disabled = true;
    returnFocus(add);
    const elsewhere = button("Search");
    elsewhere.focus();

    add.disabled = false;
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(elsewhere);
  });
});
