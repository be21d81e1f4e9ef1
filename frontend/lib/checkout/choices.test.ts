import { describe, expect, it } from "vitest";

import { assurancesFor } from "./choices";

const ASSURANCES = [
  { icon: "secure", title: "Secure checkout" },
  { icon: "guarantee", title: "Money-back guarantee" },
  { icon: "returns", title: "Easy returns" },
];

describe("assurancesFor", () => {
  it("promises the guarantee with a subscription plan in the cart", () => {
    expect(assurancesFor(ASSURANCES, true).map((assurance) => assurance.title)).toEqual([
      "Secure checkout",
      "Money-back guarantee",
      "Easy returns",
    ]);
  });

  it("does not promise it for a one-time order, which does not qualify", () => {
    expect(assurancesFor(ASSURANCES, false).map((assurance) => assurance.title)).toEqual(["Secure checkout", "Easy returns"]);
  });
});
