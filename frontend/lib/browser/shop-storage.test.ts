import { describe, expect, it } from "vitest";

import { clearShopData } from "./shop-storage";

function store(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return { map, removeItem: (key: string) => void map.delete(key) };
}

describe("clearShopData", () => {
  it("drops the shop's keys about its visitor and keeps everyone else's", () => {
    const local = store({ quiz_results: "{}", quizResultsInfo: "[]", pdpVisits: "{}", utm_source: "x", other: "1" });
    const session = store({ scrollPositions: "{}", brandVariantApp: "1", tool: "2" });

    clearShopData(local, session);

    expect([...local.map.keys()]).toEqual(["other"]);
    expect([...session.map.keys()]).toEqual(["brandVariantApp", "tool"]);
  });

  it("copes with storage that is missing or throws", () => {
    const throwing = {
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => clearShopData(null, throwing)).not.toThrow();
  });
});
