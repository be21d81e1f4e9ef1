import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { IntakeForm, type SubmitIntakeOperation } from "./IntakeForm";

const push = vi.fn();
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }) }));

const questions = [{ key: "where", prompt: "Where do you notice it most?", choices: ["Part line", "Crown"] }];
const slots = [{ id: 7, starts_at: "2026-12-01T10:00:00-05:00", doctor_details: { name: "Dr. Maya Lee" } }];
const submit = { operationName: "SubmitConsultationIntake", id: "SubmitConsultationIntake-id" } as SubmitIntakeOperation;

type Call = { url: string; body: unknown };
let calls: Call[];

function answer(responses: Response[]) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body instanceof FormData ? Object.fromEntries(init.body) : JSON.parse(String(init.body)) });
      return responses.shift()!;
    }),
  );
}

function fillIn() {
  fireEvent.click(screen.getByLabelText("Part line"));
  fireEvent.click(screen.getByLabelText("10:00 AM EST with Dr. Maya Lee"));
  fireEvent.click(screen.getByLabelText(/I agree to share my answers/));
  fireEvent.change(screen.getByLabelText("Start photo"), {
    target: { files: [new File(["png"], "scalp.png", { type: "image/png" })] },
  });
}

beforeEach(() => {
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => run());
  render(<IntakeForm questions={questions} slots={slots} photoMaxBytes={10 * 1024 * 1024} submit={submit} />);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  push.mockReset();
  refresh.mockReset();
});

describe("IntakeForm", () => {
  it("asks for a slot before sending anything", async () => {
    answer([]);
    fireEvent.click(screen.getByLabelText("Part line"));
    fireEvent.click(screen.getByRole("button", { name: "Book my consultation" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Please choose a consultation time.");
    expect(calls).toEqual([]);
  });

  it("uploads the photo once, even when the slot was just taken and the booking is sent again", async () => {
    answer([
      Response.json({ id: 3, stage: "start" }, { status: 201 }),
      Response.json({ errors: [{ message: "Sorry, someone has just booked that time. Please choose another.", extensions: { code: "SLOT_TAKEN" } }] }),
      Response.json({ data: { submitConsultationIntake: { appointment: { id: 41 } } } }),
    ]);
    fillIn();

    fireEvent.click(screen.getByRole("button", { name: "Book my consultation" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Sorry, someone has just booked that time. Please choose another.");
    // The slots are read again; the choice is cleared, so a slot is chosen again.
    expect(refresh).toHaveBeenCalled();
    expect((screen.getByLabelText("10:00 AM EST with Dr. Maya Lee") as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText("10:00 AM EST with Dr. Maya Lee"));
    fireEvent.click(screen.getByRole("button", { name: "Book my consultation" }));

    await waitFor(() => expect(push).toHaveBeenCalledWith("/hw-confirm/?appointment=41"));
    expect(calls.map((call) => call.url)).toEqual(["/api/scalp-photos/", "/graphql", "/graphql"]);
    expect(calls[0].body).toMatchObject({ stage: "start" });
    expect(calls[2].body).toMatchObject({
      variables: { input: { answers: [{ question: "where", answer: "Part line" }], consent: true, slot_id: 7 } },
    });
  });

  it("shows the shop's refusal of a photo and books nothing", async () => {
    answer([Response.json({ message: "Please upload a photo in JPEG, PNG or WebP format.", code: "PHOTO_REFUSED" }, { status: 400 })]);
    fillIn();

    fireEvent.click(screen.getByRole("button", { name: "Book my consultation" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Please upload a photo in JPEG, PNG or WebP format.");
    expect(calls).toHaveLength(1);
    expect(push).not.toHaveBeenCalled();
  });

  it("says why a customer cannot book and reads the page again, keeping the chosen slot", async () => {
    const message = "Free consultations come with your Rootwell order or subscription. Place your first order, then book your consultation here.";
    answer([
      Response.json({ id: 3, stage: "start" }, { status: 201 }),
      Response.json({ errors: [{ message, extensions: { code: "CONSULTATION_NOT_ELIGIBLE" } }] }),
    ]);
    fillIn();

    fireEvent.click(screen.getByRole("button", { name: "Book my consultation" }));

    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(refresh).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect((screen.getByLabelText("10:00 AM EST with Dr. Maya Lee") as HTMLInputElement).checked).toBe(true);
  });
});
