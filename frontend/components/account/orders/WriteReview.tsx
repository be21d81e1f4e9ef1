"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/Button";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { CreateProductReviewMutation, CreateProductReviewMutationVariables } from "@/lib/graphql/generated/graphql";
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewProblems } from "@/lib/reviews/format";

import accountStyles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import { focusFirstInvalid, TextField } from "../forms/Fields";
import forms from "../forms/forms.module.css";
import { UNREACHABLE } from "../profile/messages";
import styles from "./orders.module.css";

export type CreateReviewOperation = BrowserOperation<CreateProductReviewMutation, CreateProductReviewMutationVariables>;

type Props = { productId: string; productName: string; createReview: CreateReviewOperation };

const STAR_CHOICES = [5, 4, 3, 2, 1];

/** "Write a review" of a bought product: title, stars and a few words, sent with createProductReview;
 * the page then shows the review waiting for approval. */
export function WriteReview({ productId, productName, createReview }: Props) {
  const router = useRouter();
  const bodyId = useId();
  const starsId = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [score, setScore] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (open) formRef.current?.querySelector("input")?.focus();
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = reviewProblems({ title, body, score });
    setProblems(found);
    setError(null);
    if (Object.keys(found).length) return focusFirstInvalid(formRef.current);
    setSending(true);
    const result = await postGraphQL(createReview, { input: { product_id: productId, title, body, score } });
    setSending(false);
    if (result.kind === "data" && result.data.createProductReview) {
      setOpen(false);
      router.refresh();
    } else {
      setError(result.kind === "refused" ? result.message : UNREACHABLE);
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Write a review
      </Button>
    );
  }
  return (
    <form ref={formRef} className={forms.form} aria-label={`Review ${productName}`} aria-busy={sending} noValidate onSubmit={submit}>
      <fieldset className={forms.fieldset} aria-describedby={problems.score ? `${starsId}-error` : undefined}>
        <legend className={forms.label}>Your rating</legend>
        <div className={styles.starChoices}>
          {STAR_CHOICES.map((stars) => (
            <label key={stars} className={styles.starChoice}>
              <input
                type="radio"
                name={`${starsId}-stars`}
                value={stars}
                checked={score === stars}
                aria-label={stars === 1 ? "1 star" : `${stars} stars`}
                onChange={() => setScore(stars)}
              />
              <span aria-hidden="true">{"★".repeat(stars)}</span>
            </label>
          ))}
        </div>
        {problems.score && (
          <p id={`${starsId}-error`} className={forms.error}>
            {problems.score}
          </p>
        )}
      </fieldset>
      <TextField
        label="Title"
        required
        maxLength={REVIEW_TITLE_MAX}
        value={title}
        error={problems.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className={forms.field}>
        <label htmlFor={bodyId} className={forms.label}>
          Your review<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={bodyId}
          className={forms.input}
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          value={body}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={problems.body ? `${bodyId}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {problems.body && (
          <p id={`${bodyId}-error`} className={forms.error}>
            {problems.body}
          </p>
        )}
      </div>
      {error && <AccountAlert message={error} context="product review" />}
      <div className={accountStyles.actions}>
        <Button type="submit" loading={sending}>
          Submit review
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
