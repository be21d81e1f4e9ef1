import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";

import { ADVERTISING_OFF, PrivacyRequestForm } from "./PrivacyRequestForm";

const fetchMock = vi.fn<typeof fetch>();
const submit = { operationName: "SubmitPrivacyRequest", id: "SubmitPrivacyRequest-id" };
const SENT = "Thanks. We sent a link to jane@example.com: open it within 48 hours to confirm your request, so that it also covers the information we hold for this address.";

const sent = () => jsonResponse({ data: { submitPrivacyRequest: { status: "AWAITING_CONFIRMATION", message: SENT } } });

const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;
const emailField = () => screen.getByLabelText(/^Email address/) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole("button", { name: "Submit Request" }));
const sentVariables = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call][1]!.body)).variables;

function clearCookies() {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

withBrowserFetch(fetchMock, { setUp: () => clearCookies() });

describe("PrivacyRequestForm", () => {
  it("offers the five requests in plain words, with the link's choice preselected", () => {
    render(<PrivacyRequestForm submit={submit} preselected="limit" />);

    expect(screen.getAllByRole("radio").map((option) => (option as HTMLInputElement).value)).toEqual([
      "know",
      "delete",
      "correct",
      "opt_out",
      "limit",
    ]);
    expect(radio(/Limit the use of my sensitive information/).checked).toBe(true);
    expect(radio(/Opt out of the sale or sharing/).checked).toBe(false);
    // Details are asked for corrections only.
    expect(screen.queryByLabelText(/What should we correct/)).toBeNull();
  });

  it("checks the type and the email with the storefront's wording before sending anything", () => {
    render(<PrivacyRequestForm submit={submit} />);

    send();
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Choose what you would like us to do.",
      "This is a required field.",
    ]);
    expect(document.activeElement).toBe(radio(/Know or access/));

    fireEvent.click(radio(/Delete my information/));
    fireEvent.change(emailField(), { target: { value: "jane@example" } });
    send();
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email address (Ex: johndoe@domain.com).");
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(emailField());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks a correction what to correct, and sends it", async () => {
    fetchMock.mockResolvedValueOnce(sent());
    render(<PrivacyRequestForm submit={submit} preselected="correct" />);
    fireEvent.change(emailField(), { target: { value: " Jane@Example.com " } });

    send();
    expect(screen.getByRole("alert").textContent).toBe("This is a required field.");
    fireEvent.change(screen.getByLabelText(/What should we correct/), { target: { value: "My surname is Doe." } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Jane" } });
    send();

    await screen.findByRole("heading", { name: "Check your email" });
    expect(sentVariables()).toEqual({
      input: { request_type: "correct", email: "Jane@Example.com", name: "Jane", details: "My surname is Doe." },
    });
  });

  it("turns advertising off in this browser as soon as an opt-out is sent, then says to check email", async () => {
    document.cookie = "rw_consent=analytics=0&advertising=1; Path=/";
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<PrivacyRequestForm submit={submit} preselected="opt_out" />);
    fireEvent.change(emailField(), { target: { value: "jane@example.com" } });

    send();
    // Before the shop answers: the consent cookie says no advertising, analytics kept as it was.
    expect(document.cookie).toContain("rw_consent=analytics=0&advertising=0");
    const button = screen.getByRole("button", { name: "Submit Request" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    send(); // a second click while the first is in flight
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentVariables()).toEqual({ input: { request_type: "opt_out", email: "jane@example.com", name: null, details: null } });

    answer(sent());
    const heading = await screen.findByRole("heading", { name: "Check your email" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("status").textContent).toBe(SENT);
    expect(screen.getByText(ADVERTISING_OFF)).toBeTruthy();
  });

  it("leaves consent alone for other requests and allows analytics when no choice or policy was saved", async () => {
    fetchMock.mockResolvedValueOnce(sent()).mockResolvedValueOnce(sent());
    const { unmount } = render(<PrivacyRequestForm submit={submit} preselected="delete" />);
    fireEvent.change(emailField(), { target: { value: "jane@example.com" } });
    send();
    await screen.findByRole("heading", { name: "Check your email" });
    expect(document.cookie).not.toContain("rw_consent");
    expect(screen.queryByText(ADVERTISING_OFF)).toBeNull();
    unmount();

    render(<PrivacyRequestForm submit={submit} preselected="limit" />);
    fireEvent.change(emailField(), { target: { value: "jane@example.com" } });
    send();
    await screen.findByRole("heading", { name: "Check your email" });
    expect(document.cookie).toContain("rw_consent=analytics=1&advertising=0");
  });

  it.each([
    ["an opt-in region", "rw_consent_policy=opt-in", "analytics=0&advertising=0"],
    ["an opt-out region", "rw_consent_policy=opt-out", "analytics=1&advertising=0"],
  ])("in %s with no choice saved, an opt-out takes analytics from the region's policy", async (_, policy, saved) => {
    document.cookie = `${policy}; Path=/`;
    fetchMock.mockResolvedValueOnce(sent());
    render(<PrivacyRequestForm submit={submit} preselected="opt_out" />);
    fireEvent.change(emailField(), { target: { value: "jane@example.com" } });

    send();

    expect(document.cookie).toContain(`rw_consent=${saved}`);
    await screen.findByRole("heading", { name: "Check your email" });
  });

  it("still turns advertising off and sends the request when the consent cookie is malformed", async () => {
    document.cookie = "rw_consent=%E0%A4%A; Path=/";
    document.cookie = "rw_consent_policy=opt-in; Path=/";
    fetchMock.mockResolvedValueOnce(sent());
    render(<PrivacyRequestForm submit={submit} preselected="limit" />);
    fireEvent.change(emailField(), { target: { value: "jane@example.com" } });

    send();

    // The unreadable cookie counts as no choice: the region's policy decides analytics.
    expect(document.cookie).toContain("rw_consent=analytics=0&advertising=0");
    await screen.findByRole("heading", { name: "Check your email" });
    expect(sentVariables()).toEqual({ input: { request_type: "limit", email: "jane@example.com", name: null, details: null } });
  });

  it("shows the shop's refusal as it words it, or that something went wrong, and keeps the form", async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ errors: [{ message: "Too many attempts. Please wait a few minutes and try again.", extensions: { code: "TOO_MANY_REQUESTS" } }] }),
      )
      .mockResolvedValueOnce(jsonResponse({}, 502));
    render(<PrivacyRequestForm submit={submit} preselected="know" />);
    fireEvent.change(emailField(), { target: { value: "jane@example.com" } });

    send();
    expect((await screen.findByRole("alert")).textContent).toBe("Too many attempts. Please wait a few minutes and try again.");
    send();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again later."));
    expect(emailField().value).toBe("jane@example.com");
    expect(radio(/Know or access/).checked).toBe(true);
  });
});
