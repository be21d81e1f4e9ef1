import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { requestBody } from "@/lib/graphql/browser";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { SubscribeForNewslettersDocument } from "@/lib/graphql/generated/graphql";
import { jsonResponse, withBrowserFetch } from "@/test-data/component-tests";

import { LazyNewsletter } from "./LazyNewsletter";
import { NewsletterIdle } from "./NewsletterForm";
import { MESSAGES, NewsletterSignUp } from "./NewsletterSignUp";

const subscribe = browserOperation(SubscribeForNewslettersDocument);

// The footer's form as it is once its code has loaded (LazyNewsletter, tested at the end).
function NewsletterForm() {
  return <NewsletterSignUp subscribe={subscribe} />;
}

const fetchMock = vi.fn<typeof fetch>();

withBrowserFetch(fetchMock);

const signedUp = () =>
  jsonResponse({
  data: {
    subscribeForNewsletters: {
      __typename: "SubscribeForNewslettersOutput",
      result: {
        status: "SUBSCRIBED",
        message: "Thanks for signing up! New subscribers get their $10 off code by email.",
      },
    },
  },
});

function submit(email: string) {
  const input = screen.getByLabelText("Email address");
  fireEvent.change(input, { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
  return input;
}

function expectErrorOnField(input: HTMLElement, message: string) {
  const alert = screen.getByRole("alert");
  expect(alert.textContent).toBe(message);
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.getAttribute("aria-describedby")).toBe(alert.id);
}

describe("NewsletterForm", () => {
  it("asks for an address when the field is empty, without calling the server", () => {
    render(<NewsletterForm />);

    const input = submit("   ");

    expectErrorOnField(input, "This is a required field.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("explains the expected format when the address is malformed, without calling the server", () => {
    render(<NewsletterForm />);

    const input = submit("johndoe@domain");

    expectErrorOnField(input, "Please enter a valid email address (Ex: johndoe@domain.com).");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("replaces the field with an announced thank-you when the server signs the address up", async () => {
    fetchMock.mockImplementation(async () => signedUp());
    render(<NewsletterForm />);

    submit("  Jane@Example.com ");

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thanks for signing up!"));
    expect(screen.queryByLabelText("Email address")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    // Focus moves in an effect that React may run after the thanks is painted.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("status")));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init?.method).toBe("POST");
    const body = JSON.parse(String(init?.body));
    expect(body.variables).toEqual({ email: "Jane@Example.com" });
    expect(body).toEqual({ ...requestBody(subscribe, { email: "Jane@Example.com" }), operationName: "SubscribeForNewsletters" });
    expect(body).not.toHaveProperty("query");
  });

  it("shows the server's reason when it refuses the address", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: { subscribeForNewsletters: null },
        errors: [{ message: "Enter a valid email address.", extensions: { code: "BAD_USER_INPUT" } }],
      }),
    );
    render(<NewsletterForm />);

    const input = submit("jane@-rootwell.com");

    await waitFor(() =>
      expectErrorOnField(input, "There was a problem with the subscription: Enter a valid email address."),
    );
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it.each([
    ["the network is down", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "the proxy answers 502",
      () => Promise.resolve(jsonResponse({ errors: [{ message: "The shop is unavailable right now." }] }, 502)),
    ],
    [
      "the server answers 500 with HTML",
      () => Promise.resolve(new Response("<h1>Server Error</h1>", { status: 500 })),
    ],
    ["the body is not JSON", () => Promise.resolve(new Response("not json", { status: 200 }))],
    ["the body has neither data nor errors", () => Promise.resolve(jsonResponse({}))],
  ])("says the registration server could not be reached when %s", async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    render(<NewsletterForm />);

    const input = submit("jane@example.com");

    await waitFor(() => expectErrorOnField(input, MESSAGES.unreachable));
    expect(MESSAGES.unreachable).toBe(
      "Something went wrong. Could not connect to the registration server. Please try again later.",
    );
  });

  it("sends one request however often it is submitted while waiting, then allows a retry", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<NewsletterForm />);

    const input = screen.getByLabelText("Email address");
    fireEvent.change(input, { target: { value: "jane@example.com" } });
    const form = screen.getByRole("form", { name: "Newsletter sign-up" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);

    await act(async () => answer(new Response("down", { status: 503 })));
    expectErrorOnField(input, MESSAGES.unreachable);
    expect((screen.getByRole("button", { name: "Sign Up" }) as HTMLButtonElement).disabled).toBe(false);

    fetchMock.mockImplementation(async () => signedUp());
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thanks for signing up!"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("LazyNewsletter", () => {
  it("draws the idle form at once, then hands over to the real one with what was typed and a submit", async () => {
    fetchMock.mockImplementation(async () => signedUp());
    render(
      <LazyNewsletter subscribe={subscribe}>
        <NewsletterIdle />
      </LazyNewsletter>,
    );

    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "jane@example.com" } });
    fireEvent.submit(screen.getByRole("form", { name: "Newsletter sign-up" }));

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thanks for signing up!"));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).variables).toEqual({ email: "jane@example.com" });
  });
});
