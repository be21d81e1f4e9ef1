"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";

import type { BrowserGraphQLResult } from "@/lib/graphql/browser";

import { focusFirstInvalid } from "./Fields";

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
  /** The problems found before anything is sent; the form sends nothing while there are any. */
  validate?: () => TProblems;
  /** Sends the mutation(s). Runs once at a time, however often the form is submitted. */
  send: () => Promise<Outcome>;
};

/** Whether a set of problems holds at least one message. */
export function hasProblems(problems: Problems): boolean {
  return Object.values(problems).some((problem) =>
    typeof problem === "string" ? problem !== "" : problem !== undefined && hasProblems(problem),
  );
}

/** The shop's refusal as it words it, or UNREACHABLE when it could not be asked. */
export function refusalOf(result: BrowserGraphQLResult<unknown>, unreachable: string = UNREACHABLE): string {
  return result.kind === "refused" ? result.message : unreachable;
}

/** A GraphQL answer as an Outcome: done when `succeeded(data)` says so, else the refusal. */
export function outcomeOf<TData>(
  result: BrowserGraphQLResult<TData>,
  succeeded: (data: TData) => Outcome | false | null | undefined,
): Outcome {
  const done = result.kind === "data" ? succeeded(result.data) : null;
  return done || { ok: false, error: refusalOf(result) };
}

/**
 * The storefront's mutation form behaviour, in one place: the fields are checked first and the
 * first wrong one gets focus; one sending runs at a time (a ref, so two submits in one tick
 * cannot both pass) and the form says it is busy meanwhile; a refusal is kept for the form's
 * alert; a success message goes into the form's status, which gets focus so that it is heard.
 * Bind `formRef` to the <form> and `statusRef` to its FormStatus.
 */
export function useMutationForm<TProblems extends Problems = Problems>() {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [problems, setProblems] = useState<TProblems>({} as TProblems);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (done) statusRef.current?.focus();
  }, [done]);

  /** The form's onSubmit for this submission. */
  function submitWith({ validate, send }: Submission<TProblems>) {
    return async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (inFlight.current) return;
      const found = validate?.() ?? ({} as TProblems);
      setProblems(found);
      setError(null);
      setDone(null);
      if (hasProblems(found)) return focusFirstInvalid(formRef.current);

      inFlight.current = true;
      setPending(true);
      let outcome: Outcome;
      try {
        outcome = await send();
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
    setProblems({} as TProblems);
    setError(null);
    setDone(null);
  }

  return { formRef, statusRef, pending, problems, error, done, submitWith, reset, setError };
}
