"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/Button";
import { formatCmsDate } from "@/lib/cms/dates";
import { postGraphQL, type BrowserGraphQLResult, type BrowserOperation } from "@/lib/graphql/browser";
import type {
  ConfirmPrivacyRequestMutation,
  ConfirmPrivacyRequestMutationVariables,
} from "@/lib/graphql/generated/graphql";
import { isPrivacyRequestType, stopsAdvertising } from "@/lib/privacy/request-types";
import { PRIVACY_REQUEST_PATH } from "@/lib/privacy/routes";
import { UNEXPECTED } from "@/lib/session/texts";

import styles from "./privacy.module.css";

type Confirmed = NonNullable<ConfirmPrivacyRequestMutation["confirmPrivacyRequest"]>;
type State =
  | { step: "confirming" }
  | { step: "confirmed"; answer: Confirmed }
  | { step: "refused"; message: string }
  | { step: "failed" };

function outcomeOf(result: BrowserGraphQLResult<ConfirmPrivacyRequestMutation>): State {
  if (result.kind === "data" && result.data.confirmPrivacyRequest) {
    return { step: "confirmed", answer: result.data.confirmPrivacyRequest };
  }
  return result.kind === "refused" ? { step: "refused", message: result.message } : { step: "failed" };
}

type Props = {
  token: string;
  confirm: BrowserOperation<ConfirmPrivacyRequestMutation, ConfirmPrivacyRequestMutationVariables>;
};

/**
 * Confirms the request an emailed link names, from the browser once the page has loaded (so a
 * mail scanner fetching the link confirms nothing), and says how it went: confirmed (what was
 * asked and its due date, counted from the submission), already confirmed, or why the link does
 * not work. Nothing the sender wrote is shown: whoever holds the emailed link sees this page.
 */
export function PrivacyConfirmation({ token, confirm }: Props) {
  const [state, setState] = useState<State>({ step: "confirming" });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Bumped by "Try Again" to confirm once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Confirming is idempotent: React's development double effect does no harm.
    let current = true;
    void postGraphQL(confirm, { token }).then((result) => {
      if (current) setState(outcomeOf(result));
    });
    return () => {
      current = false;
    };
  }, [confirm, token, attempt]);

  useEffect(() => {
    if (state.step !== "confirming") headingRef.current?.focus();
  }, [state.step]);

  if (state.step === "confirming") {
    return (
      <div className={styles.outcome} aria-busy="true">
        <p role="status">Confirming your request…</p>
      </div>
    );
  }
  if (state.step === "confirmed") {
    const { request, already_confirmed } = state.answer;
    // Opt-outs and limits are acted on within 15 business days, need no identity check, and
    // already turned advertising off in the browser they were sent from.
    const optOut = isPrivacyRequestType(request.request_type) && stopsAdvertising(request.request_type);
    return (
      <div className={styles.outcome}>
        <h2 ref={headingRef} tabIndex={-1}>
          {already_confirmed ? "Your request was already confirmed" : "Your request is confirmed"}
        </h2>
        <p role="status">
          <strong>{request.request_type_label}</strong>
          {request.status === "open" || request.status === "in_progress" ? (
            request.due_date && (
              <>
                : we will {optOut ? "act on it" : "answer"} by{" "}
                <time dateTime={request.due_date}>{formatCmsDate(request.due_date)}</time>.
              </>
            )
          ) : (
            <>: {request.status_label.toLowerCase()}.</>
          )}
        </p>
        <p>
          {optOut
            ? "Advertising cookies were turned off in the browser you sent it from as soon as you sent it; confirming applies your request to the information we hold for your email address."
            : "We may write to you to verify who you are before we act on it."}
        </p>
      </div>
    );
  }
  if (state.step === "refused") {
    return (
      <div className={styles.outcome}>
        <h2 ref={headingRef} tabIndex={-1}>
          We could not confirm your request
        </h2>
        <p role="alert">{state.message}</p>
        <p>
          <Link href={PRIVACY_REQUEST_PATH}>Make a new privacy request</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.outcome}>
      <h2 ref={headingRef} tabIndex={-1}>
        We could not confirm your request
      </h2>
      <p role="alert">{UNEXPECTED}</p>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setState({ step: "confirming" });
            setAttempt((count) => count + 1);
          }}
        >
          Try Again
        </Button>
      </div>
    </div>
  );
}
