"use client";

import { type FormEvent, type KeyboardEvent, useId, useState } from "react";

import { Button } from "@/components/ui/Button";

import { AppliedCoupon, type AppliedCouponData } from "./AppliedCoupon";
import styles from "./CartPage.module.css";

type Props = {
  applied: AppliedCouponData | null;
  /** The coupon's own change is under way (its button shows it). */
  busy: boolean;
  /** While the page hydrates or any change is under way. */
  still: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  /** Inside another form (the checkout's): a group of its own, since forms cannot nest; Enter
   * in the field applies the code instead of submitting the outer form. */
  nested?: boolean;
};

/** Apply a discount code, or take the applied one off. */
export function CouponForm({ applied, busy, still, onApply, onRemove, nested = false }: Props) {
  const [code, setCode] = useState("");
  const id = useId();

  if (applied) {
    return (
      <div className={styles.coupon}>
        <AppliedCoupon coupon={applied} />
        <Button type="button" variant="secondary" loading={busy} disabled={still && !busy} onClick={onRemove}>
          Cancel Coupon
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || still) return;
    if (await onApply(trimmed)) setCode("");
  };
  const enterApplies = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") void submit(event);
  };
  const fields = (
    <>
      <label htmlFor={id} id={`${id}-label`} className={styles.couponLabel}>
        Discount code
      </label>
      <div className={styles.couponRow}>
        <input
          id={id}
          className={styles.couponInput}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={nested ? enterApplies : undefined}
          autoComplete="off"
          maxLength={255}
          required={!nested}
          disabled={still}
        />
        <Button
          type={nested ? "button" : "submit"}
          variant="secondary"
          loading={busy}
          disabled={still && !busy}
          onClick={nested ? (event) => void submit(event) : undefined}
        >
          Apply Discount
        </Button>
      </div>
    </>
  );
  if (nested) {
    return (
      <div className={styles.coupon} role="group" aria-labelledby={`${id}-label`}>
        {fields}
      </div>
    );
  }
  return (
    <form className={styles.coupon} onSubmit={submit}>
      {fields}
    </form>
  );
}
