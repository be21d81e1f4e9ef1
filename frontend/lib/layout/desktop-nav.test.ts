import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const track = vi.hoisted(() => vi.fn());
vi.mock("@/lib/analytics/tracker", () => ({ track }));

import { enhanceDesktopNav } from "./desktop-nav";

function drawNav() {
  document.body.innerHTML = `
    <nav aria-label="Main">
      <ul>
        <li><a href="/contact-us/">Contact Us</a></li>
        <li data-dropdown="Shop">
          <button type="button" aria-expanded="false" aria-controls="nav-panel-1">Shop</button>
          <div id="nav-panel-1" hidden><a href="/products/">See All Products</a></div>
        </li>
        <li data-dropdown="Science">
          <button type="button" aria-expanded="false" aria-controls="nav-panel-2">Science</button>
          <div id="nav-panel-2" hidden><a href="/science/">The Science</a></div>
        </li>
      </ul>
    </nav>
    <button type="button">Elsewhere</button>`;
  const nav = document.querySelector("nav")!;
  const [shop, science] = [...nav.querySelectorAll("li[data-dropdown]")] as HTMLElement[];
  return { nav, shop, science, trigger: (item: HTMLElement) => item.querySelector("button")! };
}

const panelOf = (item: HTMLElement) => item.querySelector("div")!;
const mouse = (type: string, target: Element, relatedTarget: Element | null) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }));

let stop: () => void = () => undefined;
beforeEach(() => track.mockClear());
afterEach(() => stop());

describe("the desktop navigation's dropdowns", () => {
  it("open as the pointer enters a dropdown and close as it leaves, reporting each opening once", () => {
    const { nav, shop, trigger } = drawNav();
    stop = enhanceDesktopNav(nav);

    mouse("mouseover", trigger(shop), document.body);
    mouse("mouseout", trigger(shop), panelOf(shop));
    mouse("mouseover", panelOf(shop), trigger(shop));

    expect(trigger(shop).getAttribute("aria-expanded")).toBe("true");
    expect(panelOf(shop).hidden).toBe(false);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith("Navigation Expanded", { text: "Shop", menu: "desktop" });

    mouse("mouseout", panelOf(shop), document.body);

    expect(trigger(shop).getAttribute("aria-expanded")).toBe("false");
    expect(panelOf(shop).hidden).toBe(true);
  });

  it("keep one open: moving to the next dropdown opens it and closes the first", () => {
    const { nav, shop, science, trigger } = drawNav();
    stop = enhanceDesktopNav(nav);

    mouse("mouseover", trigger(shop), null);
    mouse("mouseout", trigger(shop), trigger(science));
    mouse("mouseover", trigger(science), trigger(shop));

    expect(trigger(shop).getAttribute("aria-expanded")).toBe("false");
    expect(trigger(science).getAttribute("aria-expanded")).toBe("true");
    expect(track).toHaveBeenCalledTimes(2);
  });

  it("open on the trigger's focus; Escape closes and gives focus back without reopening", () => {
    const { nav, science, trigger } = drawNav();
    stop = enhanceDesktopNav(nav);

    trigger(science).focus();
    expect(trigger(science).getAttribute("aria-expanded")).toBe("true");
    panelOf(science).querySelector("a")!.focus();
    expect(panelOf(science).hidden).toBe(false);

    panelOf(science).querySelector("a")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));

    expect(document.activeElement).toBe(trigger(science));
    expect(trigger(science).getAttribute("aria-expanded")).toBe("false");
  });

  it("close when the focus leaves the dropdown, and when one of its links is followed", () => {
    const { nav, shop, trigger } = drawNav();
    stop = enhanceDesktopNav(nav);

    trigger(shop).click();
    expect(trigger(shop).getAttribute("aria-expanded")).toBe("true");
    panelOf(shop).querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
    panelOf(shop).querySelector("a")!.click();
    expect(trigger(shop).getAttribute("aria-expanded")).toBe("false");

    trigger(shop).focus();
    expect(trigger(shop).getAttribute("aria-expanded")).toBe("true");
    (document.querySelector("body > button") as HTMLButtonElement).focus();
    expect(trigger(shop).getAttribute("aria-expanded")).toBe("false");
  });

  it("open the dropdown that holds the focus when its code comes late", () => {
    const { nav, science, trigger } = drawNav();
    trigger(science).focus();

    stop = enhanceDesktopNav(nav);

    expect(trigger(science).getAttribute("aria-expanded")).toBe("true");
  });
});
