import { beforeEach, describe, expect, it, vi } from "vitest";

import { dismissedIds, sessionDismissals } from "./session-dismissals";

describe("what a visitor closed this session", () => {
  beforeEach(() => sessionStorage.clear());

  it("is kept under its key, once each, and every reader on the page hears of it", () => {
    const banners = sessionDismissals("closedBanners", "test:banners-closed");
    const heard = vi.fn();
    const stop = banners.subscribe(heard);

    banners.dismiss("free_gift:4");
    banners.dismiss("free_gift:4");
    stop();

    expect(JSON.parse(sessionStorage.getItem("closedBanners")!)).toEqual(["free_gift:4"]);
    expect(dismissedIds(banners.snapshot())).toEqual(new Set(["free_gift:4"]));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("lists nothing from a garbled entry", () => {
    sessionStorage.setItem("closedBanners", "{not json");

    expect(dismissedIds(sessionDismissals("closedBanners", "test:banners-closed").snapshot())).toEqual(new Set());
  });
});
