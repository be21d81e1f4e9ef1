import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { withTrackedLinks } from "@/test-data/component-tests";

import { HairJourneyModule } from "./HairJourneyModule";

const START = "2026-01-01T00:00:00Z";
const dayOf = (days: number) => Date.parse(START) + days * 864e5;

withTrackedLinks();

describe("HairJourneyModule without an active subscription", () => {
  it("invites the customer to start, to the quiz, and reports the click", () => {
    render(<HairJourneyModule state="no_subscription" now={dayOf(0)} quizHref="/quiz/" />);

    const start = screen.getByRole("link", { name: "Start Your Hair Journey" });
    expect(start.getAttribute("href")).toBe("/quiz/");
    expect(screen.queryByRole("button", { name: "Learn More" })).toBeNull();
    expect(screen.queryByRole("tablist")).toBeNull();

    fireEvent.click(start);
    expect(window.rootwellAnalytics?.map(({ event, properties }) => [event, properties])).toEqual([
      ["Account Module CTA Clicked", { module: "hair_journey", cta: "Start Your Hair Journey" }],
    ]);
  });

  it("starts the journey from the products, promising no quiz, while there is none", () => {
    render(<HairJourneyModule state="no_subscription" now={dayOf(0)} quizHref={null} />);

    const start = screen.getByRole("link", { name: "Start Your Hair Journey" });
    expect(start.getAttribute("href")).toBe("/products/");
    expect(screen.getByText("Choose a plan for your hair and follow what to expect here, month by month.")).toBeTruthy();
    expect(document.querySelector('a[href^="/quiz"]')).toBeNull();
    fireEvent.click(start);
    expect(window.rootwellAnalytics?.map(({ properties }) => properties)).toEqual([
      { module: "hair_journey", cta: "Start Your Hair Journey" },
    ]);
  });
});

describe("HairJourneyModule with an active subscription", () => {
  it("opens the benefits in a modal from Learn More and closes it with Escape", () => {
    vi.useFakeTimers();
    render(<HairJourneyModule state="active_subscription" journeyStart={START} now={dayOf(10)} quizHref="/quiz/" />);

    expect(screen.queryByRole("link", { name: "Start Your Hair Journey" })).toBeNull();
    const learnMore = screen.getByRole("button", { name: "Learn More" });
    learnMore.focus();
    fireEvent.click(learnMore);

    const dialog = screen.getByRole("dialog", { name: "Your subscription benefits" });
    expect(within(dialog).getByText("Free shipping on every delivery.")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(document.activeElement).toBe(learnMore);
    vi.useRealTimers();
  });

  it("opens the tab of the current 30-day journey month", () => {
    render(<HairJourneyModule state="active_subscription" journeyStart={START} now={dayOf(65)} quizHref="/quiz/" />);

    expect(screen.getByText("You are in month 3 of your journey.")).toBeTruthy();
    const selected = screen.getByRole("tab", { selected: true });
    expect(selected.textContent).toBe("Months 3–4");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(selected.id);
  });

  it("moves between tabs with the arrow keys, Home and End, keeping one tab in the Tab order", () => {
    render(<HairJourneyModule state="active_subscription" journeyStart={START} now={dayOf(0)} quizHref="/quiz/" />);

    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1", "-1"]);

    fireEvent.keyDown(tabs[0], { key: "ArrowRight" });
    expect(screen.getByRole("tab", { selected: true })).toBe(tabs[1]);
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole("tabpanel").textContent).toContain("Less shedding");

    fireEvent.keyDown(tabs[1], { key: "End" });
    expect(screen.getByRole("tab", { selected: true })).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: "ArrowRight" });
    expect(screen.getByRole("tab", { selected: true })).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { selected: true })).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: "Home" });
    expect(screen.getByRole("tab", { selected: true })).toBe(tabs[0]);

    fireEvent.click(tabs[2]);
    expect(screen.getByRole("tabpanel").textContent).toContain("Fuller hair");
  });

  it("shows the next shipment with its price and links to the changes the subscription offers", () => {
    const nextShipment = {
      entity_id: 7,
      name: "Rootwell Core for Women",
      status: "active",
      journey_start_date: "2026-01-01",
      next_charge: { date: "2026-04-10", grand_total: { value: "79.00", currency: "USD" } },
    };
    render(
      <HairJourneyModule state="active_subscription" journeyStart={START} nextShipment={nextShipment} now={dayOf(10)} quizHref="/quiz/" />,
    );

    expect(document.querySelector("[data-next-shipment]")?.textContent).toBe(
      "Rootwell Core for Women ships on April 10, 2026 ($79).",
    );
    const links = within(screen.getByRole("list", { name: "Manage your plan" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Change the shipment date", "/account/subscriptions/7/change-shipment-date/"],
      ["Change how often it ships", "/account/subscriptions/7/change-frequency/"],
      ["Edit products", "/account/subscriptions/7/edit-products/"],
      ["Edit the delivery address", "/account/subscriptions/7/edit-address/"],
      ["Skip, pause or cancel", "/account/subscriptions/7/"],
    ]);
  });
});
