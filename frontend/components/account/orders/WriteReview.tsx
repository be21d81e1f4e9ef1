"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";

import { TextAreaField, TextField } from "@/components/forms/Fields";
import { FormActions } from "@/components/forms/FormActions";
import forms from "@/components/forms/forms.module.css";
import { outcomeOf, useMutationForm } from "@/components/forms/use-mutation-form";
import { Button } from "@/components/ui/Button";
import { postGraphQL, type BrowserOperation } from "@/lib/graphql/browser";
import type { CreateProductReviewMutation, CreateProductReviewMutationVariables } from "@/lib/graphql/generated/graphql";
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewProblems } from "@/lib/reviews/format";

import accountStyles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import styles from "./orders.module.css";

export type CreateReviewOperation = BrowserOperation<CreateProductReviewMutation, CreateProductReviewMutationVariables>;

type Props = { productId: string; productName: string; createReview: CreateReviewOperation };

const STAR_CHOICES = [5, 4, 3, 2, 1];

/** "Write a review" of a bought product: title, stars and a few words, sent with createProductReview;
 * the page then shows the review waiting for approval. */
export function WriteReview({ productId, productName, createReview }: Props) {
  const router = useRouter();
  const starsId = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [score, setScore] = useState(0);
  const { formRef, pending, problems, error, submitWith } = useMutationForm<Record<string, string>>();

  useEffect(() => {
    if (open) formRef.current?.querySelector("input")?.focus();
  }, [open, formRef]);

  const submit = submitWith({
    validate: () => reviewProblems({ title, body, score }),
    send: async () =>
      outcomeOf(await postGraphQL(createReview, { input: { product_id: productId, title, body, score } }), (data) => {
        if (!data.createProductReview) return null;
        setOpen(false);
        router.refresh();
        return { ok: true };
      }),
  });

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Write a review
      </Button>
    );
  }
  return (
    <form ref={formRef} className={forms.form} aria-label={`Review ${productName}`} aria-busy={pending} noValidate onSubmit={submit}>
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
      <TextAreaField
        label="Your review"
        required
        rows={4}
        maxLength={REVIEW_BODY_MAX}
        value={body}
        error={problems.body}
        onChange={(event) => setBody(event.target.value)}
      />
      {error && <AccountAlert message={error} context="product review" />}
      <FormActions submit="Submit review" pending={pending} cancel={() => setOpen(false)} className={accountStyles.actions} />
    </form>
  );
}
