import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { AppliedCoupon, type AppliedCouponData } from "./AppliedCoupon";

afterEach(cleanup);

const waiting: AppliedCouponData = {
  __typename: "AppliedCoupon",
  code: "WELCOME5",
  applies: false,
  description: "",
  needs: "Sign in or create an account to use WELCOME5",
  sign_in_needed: true,
};

describe("AppliedCoupon", () => {
  it("asks a guest to sign in or create an account for a once-per-customer code, coming back to the cart", () => {
    render(<AppliedCoupon coupon={waiting} />);

    expect(screen.getByText(/to use WELCOME5/).textContent).toBe("Sign in or create an account to use WELCOME5");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toMatch(
      // (next/link drops the trailing slash outside the app, whose config keeps it)
      /^\/customer\/account\/login\/?\?redirect=\/checkout\/cart\/$/,
    );
    expect(screen.getByRole("link", { name: "create an account" }).getAttribute("href")).toMatch(
      /^\/customer\/account\/create\/?\?redirect=\/checkout\/cart\/$/,
    );
  });

  it("shows what any other code still needs, without links", () => {
    render(<AppliedCoupon coupon={{ ...waiting, needs: "Add a subscription plan.", sign_in_needed: false }} />);

    expect(screen.getByText("Add a subscription plan.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
