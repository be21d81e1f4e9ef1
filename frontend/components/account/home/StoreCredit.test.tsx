import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { StoreCredit } from "./StoreCredit";

const usd = (value: string) => ({ value, currency: "USD" });

afterEach(cleanup);

describe("StoreCredit", () => {
  it("shows the balance and the latest changes in the customer's words", () => {
    render(
      <StoreCredit
        credit={{
          enabled: true,
          current_balance: usd("4.00"),
          balance_history: {
            items: [
              {
                balance_change: usd("-6.00"),
                date_time_changed: "2026-12-05T10:00:00-05:00",
                description: "Referral credit taken back: your friend's order 100123 was refunded.",
              },
              { balance_change: usd("10.00"), date_time_changed: "2026-11-20T10:00:00-05:00", description: "" },
            ],
          },
        }}
      />,
    );

    const section = screen.getByRole("region", { name: "Store Credit" });
    expect(within(section).getByText("$4")).toBeTruthy();
    const [takenBack, added] = within(section).getAllByRole("listitem");
    expect(takenBack.textContent).toContain("Referral credit taken back: your friend's order 100123 was refunded.");
    expect(takenBack.textContent).toContain("−$6");
    expect(added.textContent).toContain("Credit added");
    expect(added.textContent).toContain("+$10");
  });

  it("shows nothing while store credit is off", () => {
    const { container } = render(
      <StoreCredit credit={{ enabled: false, current_balance: usd("0.00"), balance_history: { items: [] } }} />,
    );

    expect(container.textContent).toBe("");
  });
});
