import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { TextAreaField, TextField } from "./Fields";
import { FormActions } from "./FormActions";
import { FormStatus } from "./FormStatus";
import forms from "./forms.module.css";
import { hasProblems, type Outcome, outcomeOf, UNREACHABLE, useMutationForm } from "./use-mutation-form";

afterEach(cleanup);

type NoteProblems = { title?: string; note?: string };

/** A form as the storefront writes them with the kit: a title and a note, sent by `send`. */
function NoteForm({ send, onCancel = () => undefined }: { send: () => Promise<Outcome>; onCancel?: () => void }) {
  const [title, setTitle] = useState("");
  const [note, setNote] = useState("");
  const { formRef, statusRef, pending, problems, error, done, submitWith } = useMutationForm<NoteProblems>();
  const validate = () => ({
    title: title ? undefined : "Enter a title.",
    note: note ? undefined : "Write a note.",
  });
  return (
    <>
      <FormStatus statusRef={statusRef} message={done} />
      <form
        ref={formRef}
        className={forms.form}
        aria-label="Leave a note"
        aria-busy={pending}
        noValidate
        onSubmit={submitWith({ validate, send })}
      >
        <TextField label="Title" required value={title} error={problems.title} onChange={(e) => setTitle(e.target.value)} />
        <TextAreaField label="Note" required value={note} error={problems.note} onChange={(e) => setNote(e.target.value)} />
        {error && <p role="alert">{error}</p>}
        <FormActions submit="Save note" pending={pending} cancel={onCancel} />
      </form>
    </>
  );
}

function fillIn() {
  fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Thin patch" } });
  fireEvent.change(screen.getByRole("textbox", { name: "Note" }), { target: { value: "Since March." } });
}

/** What a screen reader says after a field's name: the texts its aria-describedby points to. */
function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save note" }));

describe("a mutation form made with the kit", () => {
  it("names what is missing under each field, moves focus to the first and sends nothing", async () => {
    const send = vi.fn<() => Promise<Outcome>>();
    render(<NoteForm send={send} />);

    save();

    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(title)).toBe("Enter a title.");
    expect(descriptionOf(screen.getByRole("textbox", { name: "Note" }))).toBe("Write a note.");
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(send).not.toHaveBeenCalled();
  });

  it("sends once however often it is submitted while sending, and says it is busy meanwhile", async () => {
    let finish: (outcome: Outcome) => void = () => undefined;
    const send = vi.fn(() => new Promise<Outcome>((resolve) => (finish = resolve)));
    render(<NoteForm send={send} />);
    fillIn();

    save();
    save();

    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("form", { name: "Leave a note" }).getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish({ ok: true }));
    expect(screen.getByRole("form", { name: "Leave a note" }).getAttribute("aria-busy")).toBe("false");
  });

  it("shows the shop's refusal as an alert, and sends again when the shopper tries again", async () => {
    const send = vi
      .fn<() => Promise<Outcome>>()
      .mockResolvedValueOnce({ ok: false, error: "That title is taken." })
      .mockResolvedValueOnce({ ok: true, done: "Note saved." });
    render(<NoteForm send={send} />);
    fillIn();

    save();

    expect((await screen.findByRole("alert")).textContent).toBe("That title is taken.");
    save();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("says it is done in its status, which gets focus so the words are heard", async () => {
    render(<NoteForm send={async () => ({ ok: true, done: "Note saved." })} />);
    fillIn();

    save();

    const status = await screen.findByText("Note saved.");
    expect(status.getAttribute("role")).toBe("status");
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("stays busy when the page goes elsewhere after a success", async () => {
    const send = vi.fn(async (): Promise<Outcome> => ({ ok: true, leaving: true }));
    render(<NoteForm send={send} />);
    fillIn();

    save();
    await waitFor(() => expect(send).toHaveBeenCalled());
    save();

    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("form", { name: "Leave a note" }).getAttribute("aria-busy")).toBe("true");
  });

  it("says the shop could not be reached when sending throws", async () => {
    render(<NoteForm send={() => Promise.reject(new TypeError("Failed to fetch"))} />);
    fillIn();

    save();

    expect((await screen.findByRole("alert")).textContent).toBe(UNREACHABLE);
  });
});

/** A form read with FormData, as the sign-in and privacy forms are: a size (radio group) and a name. */
function NamedForm({ send }: { send: () => Promise<Outcome> }) {
  const { problems, submitWith, clearProblem } = useMutationForm<{ size?: string; name?: string }>();
  const onSubmit = submitWith({
    validate: (form) => {
      const data = new FormData(form ?? undefined);
      return { size: data.get("size") ? undefined : "Choose a size.", name: data.get("name") ? undefined : "Enter a name." };
    },
    send,
  });
  return (
    <form aria-label="Order a sample" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>Size</legend>
        <label>
          <input type="radio" name="size" value="s" /> Small
        </label>
        <label>
          <input type="radio" name="size" value="l" /> Large
        </label>
        {problems.size && <p>{problems.size}</p>}
      </fieldset>
      <label>
        Name <input name="name" onChange={() => clearProblem("name")} />
      </label>
      {problems.name && <p>{problems.name}</p>}
      <button type="submit">Order</button>
    </form>
  );
}

describe("a form read with FormData", () => {
  it("moves focus at once to the first wrong field in its order, a radio group by its first button", () => {
    render(<NamedForm send={vi.fn()} />);

    fireEvent.click(screen.getByRole("button", { name: "Order" }));

    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Small" }));
    expect(screen.getByText("Choose a size.")).toBeTruthy();
  });

  it("forgets a field's problem as soon as the shopper edits it", () => {
    render(<NamedForm send={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Order" }));

    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Ada" } });

    expect(screen.queryByText("Enter a name.")).toBeNull();
    expect(screen.getByText("Choose a size.")).toBeTruthy();
  });
});

describe("outcomeOf: a GraphQL answer as what the form shows", () => {
  it("is done when the data says so, else the shop's refusal, else that it could not be reached", () => {
    const saved = (data: { saved: boolean }) => data.saved && ({ ok: true, done: "Saved." } as const);

    expect(outcomeOf({ kind: "data", data: { saved: true } }, saved)).toEqual({ ok: true, done: "Saved." });
    expect(outcomeOf({ kind: "refused", message: "No." }, saved)).toEqual({ ok: false, error: "No." });
    expect(outcomeOf({ kind: "failed" }, saved)).toEqual({ ok: false, error: UNREACHABLE });
    expect(outcomeOf({ kind: "data", data: { saved: false } }, saved)).toEqual({ ok: false, error: UNREACHABLE });
  });

  it("counts problems in groups of fields, and none when every message is empty", () => {
    expect(hasProblems({ card: { number: undefined }, billing: { city: "Enter a city." } })).toBe(true);
    expect(hasProblems({ card: { number: undefined }, title: "" })).toBe(false);
  });
});
