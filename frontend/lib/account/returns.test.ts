import { describe, expect, it } from "vitest";

import { NO_ITEMS, NO_REASON, returnableItems, returnInput, returnStatusText } from "./returns";

const items = [
  { id: "MQ==", product_name: "Core for Women", quantity_returnable: 2 },
  { id: "Mg==", product_name: "Scalp Serum", quantity_returnable: 0 },
];

describe("returnInput", () => {
  it("sends the chosen quantities, capped at what is returnable, with the reason and a trimmed note", () => {
    expect(
      returnInput("100042", items, { quantities: { "MQ==": 5, "Mg==": 1 }, reason: "damaged", note: "  torn box " }),
    ).toEqual({
      input: {
        order_number: "100042",
        items: [{ order_item_id: "MQ==", quantity: 2 }],
        reason: "damaged",
        note: "torn box",
      },
    });
  });

  it("asks for an item and a reason before sending anything", () => {
    expect(returnInput("100042", items, { quantities: {}, reason: "", note: "" })).toEqual({
      problems: { items: NO_ITEMS, reason: NO_REASON },
    });
  });
});

describe("returnableItems", () => {
  it("keeps only the items with something left to return", () => {
    expect(returnableItems(items).map((item) => item.product_name)).toEqual(["Core for Women"]);
  });
});

describe("returnStatusText", () => {
  it("says what was refunded and when", () => {
    expect(
      returnStatusText({
        status: "REFUNDED",
        status_label: "Refunded",
        refund: { value: "49.99", currency: "USD" },
        refunded_at: "2026-03-05 14:30:00",
      }),
    ).toBe("Refunded $49.99 on March 5, 2026");
  });

  it("says why a return was rejected", () => {
    expect(returnStatusText({ status: "REJECTED", status_label: "Rejected", rejection_reason: "Opened." })).toBe(
      "We could not accept it: Opened.",
    );
  });
});
