import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { AccountNotification } from "@/lib/account/notifications";
import { withTrackedLinks } from "@/test-data/component-tests";

import { NotificationBar } from "./NotificationBar";

const NOTICES: AccountNotification[] = [
  {
    id: "card_expired:a",
    name: "card_expired",
    type: "error",
    text: "Your card ending 4242 has expired.",
    action: { type: "learnMore", label: "Update Card", href: "/account/profile/" },
  },
  {
    id: "appointment_upcoming:1",
    name: "appointment_upcoming",
    type: "beige",
    text: "Your upcoming appointment: 3-month check-in, March 20, 2026 at 2:30 PM EDT.",
    action: { type: "schedule", label: "View Appointment", href: "https://booking.example/c/1" },
  },
];

function events() {
  return (window.rootwellAnalytics ?? []).map(({ event, properties }) => [event, properties]);
}

withTrackedLinks(() => sessionStorage.clear());

describe("NotificationBar", () => {
  it("shows each notification with its action and reports each as shown once", () => {
    const view = render(<NotificationBar notifications={NOTICES} />);
    view.rerender(<NotificationBar notifications={NOTICES} />);

    const items = within(screen.getByRole("region", { name: "Notifications" })).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-type"))).toEqual(["error", "beige"]);
    expect(within(items[0]).getByRole("link", { name: "Update Card" }).getAttribute("href")).toBe("/account/profile/");
    expect(within(items[1]).getByRole("link", { name: "View Appointment" }).getAttribute("href")).toBe(
      "https://booking.example/c/1",
    );
    expect(events()).toEqual([
      ["Account Notification Shown", { name: "card_expired", type: "warning" }],
      ["Account Notification Shown", { name: "appointment_upcoming", type: "standard" }],
    ]);
  });

  it("reports a click on the action", () => {
    render(<NotificationBar notifications={NOTICES} />);

    fireEvent.click(screen.getByRole("link", { name: "View Appointment" }));

    expect(events().at(-1)).toEqual(["Account Notification Clicked", { name: "appointment_upcoming", type: "standard" }]);
  });

  it("hides a dismissed notification for the rest of the session and reports the close", () => {
    render(<NotificationBar notifications={NOTICES} />);

    fireEvent.click(screen.getByRole("button", { name: "Dismiss: Your card ending 4242 has expired." }));

    expect(screen.queryByText("Your card ending 4242 has expired.")).toBeNull();
    expect(events().at(-1)).toEqual(["Account Notification Closed", { name: "card_expired", type: "warning" }]);
    cleanup();

    render(<NotificationBar notifications={NOTICES} />);
    expect(screen.queryByText("Your card ending 4242 has expired.")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("draws nothing without notifications", () => {
    render(<NotificationBar notifications={[]} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
