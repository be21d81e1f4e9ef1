import { afterEach, describe, expect, it } from "vitest";

import { eventOfClick, listenForClicks } from "./clicks";
import { resetTracker } from "./tracker";

afterEach(() => {
  document.body.innerHTML = "";
  resetTracker();
  delete window.rootwellAnalytics;
});

function html(markup: string) {
  document.body.innerHTML = markup;
}

describe("the page's click listener", () => {
  it("reports a CMS call to action with its destination, block, text and type", () => {
    html(`<a href="/quiz/" data-track="Marketing CTA Clicked" data-track-module-location="hero" data-track-type="button"><span>Take the  Quiz</span></a>`);

    expect(eventOfClick(document.querySelector("span")!)).toEqual([
      "Marketing CTA Clicked",
      { module_location: "hero", type: "button", text: "Take the Quiz", destination: "/quiz/" },
    ]);
  });

  it("reports any link of a menu with the menu's properties", () => {
    html(`<nav data-track-links="Footer Link Clicked" data-track-column="Company"><a href="/science/">Science</a><button>x</button></nav>`);

    expect(eventOfClick(document.querySelector("a")!)).toEqual([
      "Footer Link Clicked",
      { column: "Company", text: "Science", destination: "/science/" },
    ]);
    expect(eventOfClick(document.querySelector("button")!)).toBeNull();
  });

  it("tracks clicks once listening, and opens the consent panel from its link", () => {
    html(`<nav data-track-links="Navigation Clicked" data-track-menu="mobile"><a href="/results/">Results</a></nav><button data-consent-open>Your Privacy Choices</button>`);
    let opened = 0;
    const open = () => (opened += 1);
    window.addEventListener("rootwell:consent-open", open);
    const stop = listenForClicks();

    document.querySelector<HTMLAnchorElement>("a")!.addEventListener("click", (event) => event.preventDefault());
    document.querySelector("a")!.click();
    document.querySelector("button")!.click();
    stop();
    document.querySelector("a")!.click();

    window.removeEventListener("rootwell:consent-open", open);
    expect((window.rootwellAnalytics ?? []).map(({ event, properties }) => [event, properties])).toEqual([
      ["Navigation Clicked", { menu: "mobile", text: "Results", destination: "/results/" }],
    ]);
    expect(opened).toBe(1);
  });
});
