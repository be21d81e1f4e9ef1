import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";
import { orderDetail } from "@/test-data/orders";

import { OrderReturns } from "./OrderReturns";

const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const fetchMock = vi.fn<typeof fetch>();
const requestReturn = { operationName: "RequestReturn", id: "RequestReturn-id" };

withBrowserFetch(fetchMock, {
  setUp: () => {
    router.refresh.mockReset();
    window.rootwellAnalytics = [];
  },
});

describe("OrderReturns", () => {
  it("shows each return's items, status and the refund", () => {
    render(<OrderReturns order={orderDetail()} requestReturn={requestReturn} />);

    const [shown] = within(screen.getByRole("list", { name: "Your returns" })).getAllByRole("listitem");
    expect(shown.textContent).toContain("Return R9");
    expect(shown.textContent).toContain("2 × Biotin Booster");
    expect(shown.textContent).toContain("Refunded $25 on March 12, 2026");
    expect(screen.getByText("You can return shipped items until April 4, 2026.")).toBeTruthy();
  });

  it("asks for a reason, then sends the chosen items and reloads the order", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { requestReturn: { return: { number: "R10", status_label: "Requested" } } } }));
    render(<OrderReturns order={orderDetail()} requestReturn={requestReturn} />);

    fireEvent.click(screen.getByRole("button", { name: "Start a return" }));
    const form = screen.getByRole("form", { name: "Start a return" });
    // Only the item with something left to return is offered, chosen already.
    expect(within(form).queryByLabelText(/Biotin Booster/)).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Request return" }));
    expect(await within(form).findByText("Choose a reason for the return.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: "damaged" } });
    fireEvent.click(within(form).getByRole("button", { name: "Request return" }));

    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(sent.variables.input).toEqual({
      order_number: "100042",
      items: [{ order_item_id: "1", quantity: 1 }],
      reason: "damaged",
      note: null,
    });
    expect(screen.getByRole("status").textContent).toContain("Return R10 requested.");
  });

  it("shows the shop's refusal as it says it", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ errors: [{ message: "The returns window for this order closed on April 4, 2026.", extensions: { code: "RETURN_NOT_ALLOWED" } }] }),
    );
    render(<OrderReturns order={orderDetail()} requestReturn={requestReturn} />);

    fireEvent.click(screen.getByRole("button", { name: "Start a return" }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: "damaged" } });
    fireEvent.click(screen.getByRole("button", { name: "Request return" }));

    expect((await screen.findByRole("alert")).textContent).toBe("The returns window for this order closed on April 4, 2026.");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("offers no way to start a return once the window has closed", () => {
    const order = orderDetail();
    order.return_window = { ...order.return_window, open: false, message: "The returns window for this order closed on April 4, 2026: items can be returned within 30 days of dispatch." };
    render(<OrderReturns order={order} requestReturn={requestReturn} />);

    expect(screen.queryByRole("button", { name: "Start a return" })).toBeNull();
    expect(screen.getByText(/returns window for this order closed/)).toBeTruthy();
  });
});
