import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";

import { PrivacyConfirmation } from "./PrivacyConfirmation";

const fetchMock = vi.fn<typeof fetch>();
const confirm = { operationName: "ConfirmPrivacyRequest", id: "ConfirmPrivacyRequest-id" };
const EXPIRED =
  "This confirmation link has expired: links work for 48 hours. Please submit your request again and confirm it from the new email.";

const LIMIT = {
  request_type: "limit",
  request_type_label: "Limit the use of my sensitive information",
  status: "open",
  status_label: "Confirmed",
  due_date: "2026-12-18",
};
const CORRECTION = {
  ...LIMIT,
  request_type: "correct",
  request_type_label: "Correct my information",
  due_date: "2027-01-11",
};
const confirmed = (already = false, request: typeof LIMIT = LIMIT) =>
  jsonResponse({ data: { confirmPrivacyRequest: { already_confirmed: already, request } } });

withBrowserFetch(fetchMock);

describe("PrivacyConfirmation", () => {
  it("confirms the link's opt-out, says when it will be acted on and that the browser's opt-out already applies", async () => {
    fetchMock.mockResolvedValueOnce(confirmed());
    render(<PrivacyConfirmation token="abc.def.ghi" confirm={confirm} />);

    expect(screen.getByRole("status").textContent).toBe("Confirming your request…");
    await screen.findByRole("heading", { name: "Your request is confirmed" });
    expect(screen.getByRole("status").textContent).toBe(
      "Limit the use of my sensitive information: we will act on it by December 18, 2026.",
    );
    expect(screen.getByText(/Advertising cookies were turned off in the browser you sent it from/)).toBeTruthy();
    expect(screen.queryByText(/verify who you are/)).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]!.body)).variables).toEqual({ token: "abc.def.ghi" });
  });

  it("confirms a correction with its answer date", async () => {
    fetchMock.mockResolvedValueOnce(confirmed(false, CORRECTION));
    render(<PrivacyConfirmation token="abc.def.ghi" confirm={confirm} />);

    await screen.findByRole("heading", { name: "Your request is confirmed" });
    expect(screen.getByRole("status").textContent).toBe("Correct my information: we will answer by January 11, 2027.");
    expect(screen.getByText(/verify who you are/)).toBeTruthy();
  });

  it("says so when the link was used before", async () => {
    fetchMock.mockResolvedValueOnce(confirmed(true));
    render(<PrivacyConfirmation token="abc.def.ghi" confirm={confirm} />);

    await screen.findByRole("heading", { name: "Your request was already confirmed" });
  });

  it("shows why a link does not work and offers a new request", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: [{ message: EXPIRED, extensions: { code: "CONFIRMATION_LINK_EXPIRED" } }] }));
    render(<PrivacyConfirmation token="old" confirm={confirm} />);

    expect((await screen.findByRole("alert")).textContent).toBe(EXPIRED);
    expect(screen.getByRole("link", { name: "Make a new privacy request" }).getAttribute("href")).toMatch(/^\/privacy-request\/?$/);
  });

  it("offers to try again when the shop cannot be reached", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 502)).mockResolvedValueOnce(confirmed());
    render(<PrivacyConfirmation token="abc.def.ghi" confirm={confirm} />);

    fireEvent.click(await screen.findByRole("button", { name: "Try Again" }));

    await screen.findByRole("heading", { name: "Your request is confirmed" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
