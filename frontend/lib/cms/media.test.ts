import { describe, expect, it } from "vitest";

import { storefrontMediaUrl, storefrontSrcSet } from "./media";

const backend = "http://127.0.0.1:8000";

describe("storefrontMediaUrl", () => {
  it("serves the backend's uploads through the storefront's own /media/ path", () => {
    expect(storefrontMediaUrl("http://127.0.0.1:8000/media/images/a.width-640.webp", backend)).toBe(
      "/media/images/a.width-640.webp",
    );
  });

  it("leaves files on other hosts where they are", () => {
    const cdn = "https://cdn.example.com/media/images/a.webp";
    expect(storefrontMediaUrl(cdn, backend)).toBe(cdn);
  });
});

describe("storefrontSrcSet", () => {
  it("rewrites every candidate and keeps one per width", () => {
    const srcSet =
      "http://127.0.0.1:8000/media/images/a.width-320.webp 320w, " +
      "http://127.0.0.1:8000/media/images/a.width-640.webp 640w, " +
      "http://127.0.0.1:8000/media/images/a.width-960.webp 640w";
    expect(storefrontSrcSet(srcSet, backend)).toBe(
      "/media/images/a.width-320.webp 320w, /media/images/a.width-640.webp 640w",
    );
  });

  it("is empty when there is no srcset", () => {
    expect(storefrontSrcSet(null, backend)).toBe("");
  });
});
