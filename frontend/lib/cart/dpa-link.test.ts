import { describe, expect, it } from "vitest";

import { DPA_NOT_ADDED, dpaRefusal, parseDpaLink } from "./dpa-link";

const link = (query: string) => parseDpaLink(new URLSearchParams(query));
const sourcesOf = (query: string) => {
  const request = link(query);
  return request && "purchase_source" in request ? request.purchase_source : null;
};

describe("parseDpaLink", () => {
  it("reads skus, the purchase source and the code", () => {
    expect(link("skus=RW-CORE-W-N01&purchase_source=pdp&code=GROW10")).toEqual({
      skus: ["RW-CORE-W-N01"],
      purchase_source: ["pdp"],
      code: "GROW10",
    });
  });

  it("pads the purchase source with its last value to the number of skus", () => {
    expect(link("skus=A,B,C&purchase_source=email,scalp_pdp")).toEqual({
      skus: ["A", "B", "C"],
      purchase_source: ["email", "scalp_pdp", "scalp_pdp"],
    });
    expect(sourcesOf("skus=A,B&purchase_source=x")).toEqual(["x", "x"]);
  });

  it("keeps one source per sku when more are given", () => {
    expect(sourcesOf("skus=A&purchase_source=x,y")).toEqual(["x"]);
  });

  it("ignores blanks around and between the values, and an empty code", () => {
    expect(link("skus=%20A%20,,B%20&purchase_source=%20x%20&code=%20")).toEqual({
      skus: ["A", "B"],
      purchase_source: ["x", "x"],
    });
  });

  it("takes a code alone, as a promotion's ribbon links it", () => {
    expect(link("code=%20GROW10%20")).toEqual({ code: "GROW10" });
    // A link that names products must name them properly, code or not.
    expect(link("skus=A&code=GROW10")).toBeNull();
  });

  it("refuses a link without both skus and purchase_source", () => {
    expect(link("skus=A")).toBeNull();
    expect(link("purchase_source=x")).toBeNull();
    expect(link("skus=,&purchase_source=x")).toBeNull();
    expect(link("")).toBeNull();
  });
});

describe("dpaRefusal", () => {
  it("takes the shop's reason from a refusal", () => {
    expect(dpaRefusal(400, JSON.stringify({ error: 'The product with SKU "NOPE" could not be found.' }))).toBe(
      'The product with SKU "NOPE" could not be found.',
    );
  });

  it("counts any failing status, or a reply that speaks of an error, as a refusal", () => {
    expect(dpaRefusal(502, "Bad gateway")).toBe(DPA_NOT_ADDED);
    expect(dpaRefusal(200, '"An error occurred"')).toBe(DPA_NOT_ADDED);
  });

  it("sees no refusal in a cart", () => {
    expect(dpaRefusal(200, JSON.stringify({ "0": { grand_total: "79.00" }, cartNum: 1 }))).toBeNull();
  });
});
