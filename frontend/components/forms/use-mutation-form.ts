"use client";

import { useEffect, useRef, useState } from "react";

import type { BrowserGraphQLResult } from "@/lib/graphql/browser";

import { focusFirstInvalid } from "./focus";

/** When the shop could not be reached at all (network, proxy or server failure). */
export const UNREACHABLE = "Something went wrong. We could not reach the shop. Please try again later.";

/** A form's field problems: a message per field, possibly grouped ({card: {...}, billing: {...}}). */
export type Problems = { readonly [field: string]: string | undefined | Problems };

/** How one sending ended. */
export type Outcome =
  /** Done: `done` is said in the form's status (which gets focus); `leaving` when the page is
   * going elsewhere, so the form stays busy until it has. */
  | { ok: true; done?: string; leaving?: boolean }
  /** Refused or unreachable: the message is shown as the form's alert. */
  | { ok: false; error: string };

export type Submission<TProblems extends Problems> = {
  /** The problems found before anything is sent; the form sends nothing while there are any.
   * `form` is the form submitted, for forms that read their fields with FormData. */
  validate?: (form: HTMLFormElement | null) => TProblems;
  /** Sends the mutation(s). Runs once at a time, however often the form is submitted. */
  send: (form: HTMLFormElement | null) => Promise<Outcome>;
};

/** A submit event, or a click on a button outside any form (a confirmation dialog's). */
type SubmitEvent = { preventDefault(): void; currentTarget?: EventTarget | null };

/** Whether a set of problems holds at least one message. */
export function hasProblems(problems: Problems): boolean {
  return Object.values(problems).some((problem) =>
    typeof problem === "string" ? problem !== "" : problem !== undefined && hasProblems(problem),
  );
}

/**
 * Moves focus to the first wrong field in the form's order: at once when every wrong field is a
 * named control or radio group (forms read with FormData), else once React has drawn the errors
 * (aria-invalid).
 */
function focusFirstProblem(form: HTMLFormElement | null, problems: Problems): void {
  const wrong = Object.keys(problems).filter((field) => typeof problems[field] === "string" && problems[field]);
  // A radio group is named by its first button.
  const named = wrong.map((field) => {
    const control = form?.elements.namedItem(field);
    return control instanceof RadioNodeList ? control[0] : control;
  });
  const grouped = Object.values(problems).some((problem) => typeof problem === "object" && hasProblems(problem));
  if (!grouped && wrong.length && named.every((control) => control instanceof HTMLElement)) {
    const controls = named as HTMLElement[];
    const first = controls.reduce((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? b : a));
    first.focus();
  } else {
    focusFirstInvalid(form);
  }
}

/** The shop's refusal as it words it, or UNREACHABLE when it could not be asked. */
export function refusalOf(result: BrowserGraphQLResult<unknown>, unreachable: string = UNREACHABLE): string {
  return result.kind === "refused" ? result.message : unreachable;
}

/** A GraphQL answer as an Outcome: done when `succeeded(data)` says so, else the refusal (or
 * `unreachable` when the shop could not be asked). */
export function outcomeOf<TData>(
  result: BrowserGraphQLResult<TData>,
  succeeded: (data: TData) => Outcome | false | null | undefined,
  unreachable: string = UNREACHABLE,
): Outcome {
  const done = result.kind === "data" ? succeeded(result.data) : null;
  return done || { ok: false, error: refusalOf(result, unreachable) };
}

/**
 * The storefront's mutation form behaviour, in one place: the fields are checked first and the
 * first wrong one gets focus; one sending runs at a time (a ref, so two submits in one tick
 * cannot both pass) and the form says it is busy meanwhile; a refusal is kept for the form's
 * alert; a success message goes into the form's status, which gets focus so that it is heard.
 * Bind `formRef` to the <form> and `statusRef` to its FormStatus; `alertRef` to a focusable alert
 * when focus must go to the form's error (a long form whose error shows far from its fields).
 */
export function useMutationForm<TProblems extends Problems = Problems>(noProblems: TProblems = {} as TProblems) {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<TProblems>(noProblems);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);
  useEffect(() => {
    // Only forms that bind alertRef (a focusable alert) move focus to it; the others announce it.
    if (error) alertRef.current?.focus();
  }, [error]);

  /** The form's onSubmit for this submission. */
  function submitWith({ validate, send }: Submission<TProblems>) {
    return async (event?: SubmitEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      const target = event?.currentTarget;
      const form = formRef.current ?? (target instanceof HTMLFormElement ? target : null);
      const found = validate?.(form) ?? noProblems;
      setProblems(found);
      setError(null);
      setDone(null);
      if (hasProblems(found)) return focusFirstProblem(form, found);

      inFlight.current = true;
      setPending(true);
      let outcome: Outcome;
      try {
        outcome = await send(form);
      } catch {
        outcome = { ok: false, error: UNREACHABLE };
      }
      if (outcome.ok && outcome.leaving) return;
      inFlight.current = false;
      setPending(false);
      if (outcome.ok) setDone(outcome.done ?? null);
      else setError(outcome.error);
    };
  }

  /** Forgets the last submission's problems, alert and status (e.g. when the form opens again). */
  function reset() {
    setProblems(noProblems);
    setError(null);
    setDone(null);
  }

  /** Forgets one field's problem, e.g. once the shopper changes it. */
  function clearProblem(field: keyof TProblems) {
    setProblems((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }

  return { formRef, statusRef, alertRef, pending, problems, error, done, submitWith, reset, clearProblem, setProblems, setError };
}
