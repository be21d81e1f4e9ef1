import { afterEach, describe, expect, it, vi } from "vitest";

import { coverPage } from "./page-effects";

function video(playing: boolean): HTMLVideoElement {
  const element = document.createElement("video");
  Object.defineProperty(element, "paused", { configurable: true, get: () => !playing });
  element.pause = vi.fn(() => {
    playing = false;
  });
  element.play = vi.fn(() => {
    playing = true;
    return Promise.resolve();
  });
  document.body.append(element);
  return element;
}

describe("opening the overlay over the page", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.body.removeAttribute("style");
    delete document.documentElement.dataset.chatHidden;
  });

  it("hides the chat entry, stops the page scrolling and pauses playing videos; closing undoes it", () => {
    document.body.style.overflow = "auto";
    const banner = video(true);
    const stopped = video(false);

    const restore = coverPage();
    expect(document.documentElement.dataset.chatHidden).toBe("true");
    expect(document.body.style.overflow).toBe("hidden");
    expect(banner.pause).toHaveBeenCalled();
    expect(stopped.pause).not.toHaveBeenCalled();

    restore();
    expect(document.documentElement.dataset.chatHidden).toBeUndefined();
    expect(document.body.style.overflow).toBe("auto");
    expect(banner.play).toHaveBeenCalled();
    expect(stopped.play).not.toHaveBeenCalled();
  });

  it("leaves the chat hidden on close when something else had hidden it", () => {
    document.documentElement.dataset.chatHidden = "true";
    coverPage()();
    expect(document.documentElement.dataset.chatHidden).toBe("true");
  });
});
