import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withAppLinks } from "@/test-data/component-tests";

import { mustSignInFirst } from "@/lib/checkout/choices";
import { checkoutCart } from "@/test-data/checkout";

import { ACCOUNT_NEEDED, SignInGate } from "./SignInGate";

withAppLinks();

describe("the subscription sign-in gate", () => {
  it("stops a guest whose cart holds a subscription, and no one else", () => {
    expect(mustSignInFirst(checkoutCart({ subscription: true, requiresAccount: true }), false)).toBe(true);
    // A token that lapsed on the way: the shop saw a customer, the page could not.
    expect(mustSignInFirst(checkoutCart({ subscription: true }), false)).toBe(true);
    expect(mustSignInFirst(checkoutCart({ subscription: true }), true)).toBe(false);
    expect(mustSignInFirst(checkoutCart(), false)).toBe(false);
  });

  it("explains why and sends the shopper to log in or sign up, then back to the checkout", () => {
    render(<SignInGate />);
    expect(screen.getByText(ACCOUNT_NEEDED)).toBeTruthy();
    expect(ACCOUNT_NEEDED).toBe("Subscriptions need an account, so you can manage deliveries.");
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe(
      "/customer/account/login/?redirect=/checkout/",
    );
    expect(screen.getByRole("link", { name: "Create an Account" }).getAttribute("href")).toBe(
      "/customer/account/create/?redirect=/checkout/",
    );
  });
});
