import { describe, expect, it } from "vitest";

import {
  addressInput,
  addressLines,
  addressProblems,
  cardAddressFromDraft,
  cardAddressFromSaved,
  draftFromAddress,
  orderAddressLines,
  type Country,
  type SavedAddress,
} from "./address";

const COUNTRIES: Country[] = [
  {
    id: "US",
    full_name_english: "United States",
    available_regions: [
      { __typename: "Region", id: 12, code: "CA", name: "California" },
      { __typename: "Region", id: 43, code: "NY", name: "New York" },
    ],
  },
  { id: "GB", full_name_english: "United Kingdom", available_regions: [] },
];

const SAVED: SavedAddress = {
  id: 7,
  firstname: "Jane",
  lastname: "Doe",
  company: "",
  street: ["12 Main St", "Apt 4"],
  city: "Brooklyn",
  postcode: "11201",
  telephone: "+1 212 555 0100",
  country_code: "US",
  region: { __typename: "CustomerAddressRegion", region_code: "NY", region: "New York", region_id: 43 },
  region_id: 43,
  default_shipping: true,
  default_billing: false,
};

// The saved address as the API's address and card inputs send it, the country aside.
const SAVED_AS_SENT = {
  firstname: "Jane",
  lastname: "Doe",
  company: "",
  street: ["12 Main St", "Apt 4"],
  city: "Brooklyn",
  region: { region_id: 43, region_code: "NY", region: "New York" },
  postcode: "11201",
  telephone: "+1 212 555 0100",
};

describe("address drafts", () => {
  it("start empty in the United States for a new address", () => {
    const draft = draftFromAddress(null, COUNTRIES);
    expect(draft.country_code).toBe("US");
    expect(addressProblems(draft, COUNTRIES)).toEqual({
      firstname: "This is a required field.",
      lastname: "This is a required field.",
      street1: "This is a required field.",
      city: "This is a required field.",
      postcode: "This is a required field.",
      telephone: "This is a required field.",
      region_id: "This is a required field.",
    });
  });

  it("round-trip a saved address into the API's input, with the region the list names", () => {
    const draft = draftFromAddress(SAVED, COUNTRIES);
    expect(addressProblems(draft, COUNTRIES)).toEqual({});
    expect(addressInput(draft, COUNTRIES)).toEqual({
      ...SAVED_AS_SENT,
      country_code: "US",
      default_shipping: true,
      default_billing: false,
    });
  });

  it("clean what was typed and drop an empty second street line", () => {
    const draft = { ...draftFromAddress(SAVED, COUNTRIES), firstname: " Ja\u200Bne\n", street2: " \u200B " };
    const input = addressInput(draft, COUNTRIES);
    expect(input.firstname).toBe("Jane");
    expect(input.street).toEqual(["12 Main St"]);
  });

  it("take a typed region for a country without a list, and need none", () => {
    const draft = { ...draftFromAddress(SAVED, COUNTRIES), country_code: "GB", region_id: "", region: " Kent " };
    expect(addressProblems(draft, COUNTRIES)).toEqual({});
    expect(addressInput(draft, COUNTRIES).region).toEqual({ region: "Kent" });
    expect(addressInput({ ...draft, region: "" }, COUNTRIES).region).toBeNull();
  });

  it("refuse a region that is not in the country's list", () => {
    const draft = { ...draftFromAddress(SAVED, COUNTRIES), region_id: "999" };
    expect(addressProblems(draft, COUNTRIES)).toEqual({ region_id: "This is a required field." });
  });
});

describe("card billing addresses", () => {
  it("copy a saved address", () => {
    expect(cardAddressFromSaved(SAVED)).toEqual({ ...SAVED_AS_SENT, country_id: "US" });
  });

  it("take a typed address with the country as country_id", () => {
    const input = cardAddressFromDraft(draftFromAddress(SAVED, COUNTRIES), COUNTRIES);
    expect(input.country_id).toBe("US");
    expect(input).not.toHaveProperty("default_shipping");
  });
});

describe("addressLines", () => {
  it("writes the address as a label, with the country's name", () => {
    expect(addressLines({ ...SAVED, country: SAVED.country_code }, COUNTRIES)).toEqual([
      "Jane Doe",
      "12 Main St",
      "Apt 4",
      "Brooklyn, NY 11201",
      "United States",
      "(212) 555-0100",
    ]);
  });

  it("shows a telephone the same way whichever shape it was stored in", () => {
    const stored = ["+12125550100", "(212) 555-0100", "212 555 0100"];
    const shown = stored.map((telephone) => addressLines({ ...SAVED, country: "US", telephone }, COUNTRIES).at(-1));
    expect(shown).toEqual(["(212) 555-0100", "(212) 555-0100", "(212) 555-0100"]);
  });

  it("falls back to the country code the shop does not ship to", () => {
    expect(addressLines({ ...SAVED, country: "FR", region: null, telephone: "" }, COUNTRIES).slice(-2)).toEqual([
      "Brooklyn, 11201",
      "FR",
    ]);
  });
});

describe("orderAddressLines", () => {
  it("writes an order's address (region by name, country by code) as a label", () => {
    const address = { ...SAVED, region: "New York", company: null };
    expect(orderAddressLines(address, COUNTRIES)).toEqual([
      "Jane Doe",
      "12 Main St",
      "Apt 4",
      "Brooklyn, New York 11201",
      "United States",
      "(212) 555-0100",
    ]);
  });
});
