import { describe, expect, it } from "vitest";

import { type CheckoutProblems, stillProblems } from "./checkout-plan";

const REQUIRED = "This is a required field.";

describe("stillProblems", () => {
  it("drops an error as soon as its field is valid and keeps the others", () => {
    const shown: CheckoutProblems = {
      email: REQUIRED,
      shipping: { firstname: REQUIRED, city: REQUIRED },
      card: { cardNumber: REQUIRED },
      billing: {},
      terms: "Please agree to the auto-renewal terms to subscribe.",
    };
    const now: CheckoutProblems = {
      email: undefined,
      shipping: { city: REQUIRED },
      card: { cardNumber: "Please enter a valid card number." },
      billing: { firstname: REQUIRED },
      terms: undefined,
    };

    expect(stillProblems(shown, now)).toEqual({
      email: undefined,
      shipping: { city: REQUIRED },
      // Still wrong, worded as it is wrong now.
      card: { cardNumber: "Please enter a valid card number." },
      // Nobody was told about billing yet: no error before the next Place Order.
      billing: {},
      terms: undefined,
    });
  });
});
