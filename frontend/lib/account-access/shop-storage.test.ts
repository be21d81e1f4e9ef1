import { describe, expect, it } from "vitest";

import { clearShopData, PDP_VISITS_KEY, recordPdpVisit } from "./shop-storage";

function store(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return { map, removeItem: (key: string) => void map.delete(key) };
}

describe("clearShopData", () => {
  it("drops the shop's keys about its visitor and keeps everyone else's", () => {
    const local = store({ quiz_results: "{}", quizResultsInfo: "[]", pdpVisits: "{}", utm_source: "x", other: "1" });
    const session = store({ scrollPositions: "{}", quiz_progress: "{}", brandVariantApp: "1", tool: "2" });

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

describe("recordPdpVisit", () => {
  function storage(initial?: string) {
    const map = new Map<string, string>(initial === undefined ? [] : [[PDP_VISITS_KEY, initial]]);
    return {
      map,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
  }

  it("counts visits per pathname under pdpVisits", () => {
    const local = storage();

    expect(recordPdpVisit(local, "/rootwell-core-for-women/")).toBe(1);
    expect(recordPdpVisit(local, "/rootwell-core-for-women/")).toBe(2);
    expect(recordPdpVisit(local, "/womens-vegan/")).toBe(1);

    expect(PDP_VISITS_KEY).toBe("pdpVisits");
    expect(JSON.parse(local.map.get("pdpVisits")!)).toEqual({
      "/rootwell-core-for-women/": 2,
      "/womens-vegan/": 1,
    });
  });

  it.each(["not json", "[1,2]", "null", '{"/rootwell-core-for-women/": "many"}'])(
    "starts afresh from a garbled value %s",
    (garbled) => {
      const local = storage(garbled);

      expect(recordPdpVisit(local, "/rootwell-core-for-women/")).toBe(1);
      expect(JSON.parse(local.map.get("pdpVisits")!)["/rootwell-core-for-women/"]).toBe(1);
    },
  );

  it("still counts the visit when storage is missing or refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(recordPdpVisit(null, "/womens-vegan/")).toBe(1);
    expect(recordPdpVisit(refusing, "/womens-vegan/")).toBe(1);
  });
});
