import { describe, expect, it } from "vitest";

import { accountNotifications } from "./notifications";

const card = (hash: string, expires: string, last4 = "4242", active = true) => ({
  hash,
  active,
  expires,
  additional: { cc_last4: last4 },
});

const appointment = (id: number, datetime: string, confirmationPage = `https://booking.example/c/${id}`) => ({
  id,
  datetime,
  type: "3-month check-in",
  confirmationPage,
});

const NOW = new Date("2026-03-10T15:00:00Z");
const TODAY = "2026-03-10";

function notices(cards = [] as ReturnType<typeof card>[], appointments = [] as ReturnType<typeof appointment>[]) {
  return accountNotifications({ cards, appointments, today: TODAY, now: NOW });
}

describe("accountNotifications", () => {
  it("has nothing to say about a customer with valid cards and no appointments", () => {
    expect(notices([card("a", "2030-12-31")])).toEqual([]);
  });

  it("reports an expired card as an error leading to the profile", () => {
    expect(notices([card("a", "2026-02-28")])).toEqual([
      {
        id: "card_expired:a",
        name: "card_expired",
        type: "error",
        text: "Your card ending 4242 has expired.",
        action: { type: "learnMore", label: "Update Card", href: "/account/profile/" },
      },
    ]);
  });

  it("warns about a card that expires within 30 days, the last day included", () => {
    const [expiring] = notices([card("b", "2026-03-31", "1881")]);
    expect(expiring).toMatchObject({
      id: "card_expiring:b",
      name: "card_expiring",
      type: "warning",
      text: "Your card ending 1881 expires on March 31, 2026.",
    });
    expect(notices([card("c", "2026-04-09")])).toHaveLength(1);
    expect(notices([card("d", "2026-04-10")])).toHaveLength(0);
    // Usable through its last day: still only a warning today.
    expect(notices([card("e", TODAY)])[0].type).toBe("warning");
  });

  it("ignores inactive cards and unreadable expiry dates", () => {
    expect(notices([card("a", "2026-01-31", "4242", false), card("b", "someday")])).toEqual([]);
  });

  it("announces the next upcoming appointment with a schedule action to its confirmation page", () => {
    const result = notices(
      [],
      [appointment(2, "2026-04-01T14:00:00Z"), appointment(1, "2026-03-20T18:30:00Z"), appointment(3, "2026-03-01T10:00:00Z")],
    );
    expect(result).toEqual([
      {
        id: "appointment_upcoming:1",
        name: "appointment_upcoming",
        type: "beige",
        text: "Your upcoming appointment: 3-month check-in, March 20, 2026 at 2:30 PM EDT.",
        action: { type: "schedule", label: "View Appointment", href: "https://booking.example/c/1" },
      },
    ]);
  });

  it("leaves out the action of an appointment without a confirmation page", () => {
    expect(notices([], [appointment(1, "2026-03-20T18:30:00Z", "")])[0].action).toBeUndefined();
  });

  it("puts errors first, then warnings, then the rest", () => {
    const result = notices(
      [card("soon", "2026-03-31"), card("gone", "2025-12-31", "0005")],
      [appointment(1, "2026-03-20T18:30:00Z")],
    );
    expect(result.map((notice) => notice.type)).toEqual(["error", "warning", "beige"]);
  });

  it("reports a subscription whose renewal was declined as an error leading to the subscription", () => {
    const subscriptions = [
      { entity_id: 7, name: "Rootwell Core for Women", status: "payment_failed" },
      { entity_id: 8, name: "Rootwell Balance", status: "active" },
    ];
    const found = accountNotifications({ cards: [card("a", "2026-03-20")], appointments: [], subscriptions, today: TODAY, now: NOW });

    expect(found.map((notice) => [notice.name, notice.type])).toEqual([
      ["subscription_payment_failed", "error"],
      ["card_expiring", "warning"],
    ]);
    expect(found[0]).toMatchObject({
      id: "subscription_payment_failed:7",
      text: "We couldn't charge your card for Rootwell Core for Women. Update the card so your next delivery ships.",
      action: { type: "learnMore", label: "Update Card", href: "/account/subscriptions/7/" },
    });
  });
});
