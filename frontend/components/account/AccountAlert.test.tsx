import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { AccountAlert } from "./AccountAlert";
import { AccountIdentityProvider } from "./AccountIdentity";

afterEach(() => {
  cleanup();
  delete window.rootwellAnalytics;
});

const events = () => (window.rootwellAnalytics ?? []).map(({ event, properties }) => [event, properties]);

describe("AccountAlert", () => {
  it("announces the error and reports it once as Account Error Viewed", () => {
    const view = render(<AccountAlert message="Enter a valid phone number." context="update_address" />);
    view.rerender(<AccountAlert message="Enter a valid phone number." context="update_address" />);

    expect(screen.getByRole("alert").textContent).toBe("Enter a valid phone number.");
    expect(events()).toEqual([
      ["Account Error Viewed", { context: "update_address", message: "Enter a valid phone number.", path: "/" }],
    ]);
  });

  it("also reports an error about a subscription to a signed-in customer, naming no one itself", () => {
    render(
      <AccountIdentityProvider identity={{ user_id: 7 }}>
        <AccountAlert message="We can't find subscription 3 in your account." context="subscription_not_found" />
      </AccountIdentityProvider>,
    );

    expect(events().map(([event]) => event)).toEqual(["Account Error Viewed", "Account Subscription Error Viewed"]);
    // the collector adds the customer's email and user_id from the session
    expect(events()[1][1]).toEqual({});
  });
});
