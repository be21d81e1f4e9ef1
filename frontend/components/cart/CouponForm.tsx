"use client";

import { type FormEvent, useId, useState } from "react";

import { Button } from "@/components/ui/Button";

import styles from "./CartPage.module.css";

type Props = {
  applied: string | null;
  /** The coupon's own change is under way (its button shows it). */
  busy: boolean;
  /** While the page hydrates or any change is under way. */
  still: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
};

/** Apply a discount code, or take the applied one off. */
export function CouponForm({ applied, busy, still, onApply, onRemove }: Props) {
  const [code, setCode] = useState("");
  const id = useId();

  if (applied) {
    return (
      <div className={styles.coupon}>
        <p className={styles.appliedCoupon}>
          Discount code <strong>{applied}</strong> applied
        </p>
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
  return (
    <form className={styles.coupon} onSubmit={submit}>
      <label htmlFor={id} className={styles.couponLabel}>
        Discount code
      </label>
      <div className={styles.couponRow}>
        <input
          id={id}
          className={styles.couponInput}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          maxLength={255}
          required
          disabled={still}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={still && !busy}>
          Apply Discount
        </Button>
      </div>
    </form>
  );
}
