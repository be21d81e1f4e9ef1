"use client";

import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/Button";
import { formatPrice } from "@/lib/money";
import type { PlanOption } from "@/lib/product/plans";

import { planShipping, PlanPrice } from "./PlanPrice";
import styles from "./StickyAddToCart.module.css";

type Props = {
  title: string;
  options: readonly PlanOption[];
  selected: PlanOption;
  adding: boolean;
  error: string | null;
  onOpenDropdown: () => void;
  onChoose: (option: PlanOption) => void;
  onAdd: () => void;
};

/**
 * The bar that keeps the plan and the Add button at hand once the buy section has scrolled
 * away. Its plan dropdown closes on a choice, on Escape and on a click
 * anywhere outside it.
 */
export function StickyAddToCart({ title, options, selected, adding, error, onOpenDropdown, onChoose, onAdd }: Props) {
  const [open, setOpen] = useState(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInside = pickerRef.current?.contains(document.activeElement);
      setOpen(false);
      if (focusWasInside) toggleRef.current?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      if (!pickerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOutside);
    };
  }, [open]);

  function toggle() {
    if (!open) onOpenDropdown();
    setOpen(!open);
  }

  function choose(option: PlanOption) {
    onChoose(option);
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className={styles.bar} role="region" aria-label={`Add ${title} to your cart`}>
      <div className={styles.inner}>
        <p className={styles.title}>{title}</p>
        <div className={styles.picker} ref={pickerRef}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`Plan: ${selected.option_title}, ${formatPrice(selected.price)}`}
            onClick={toggle}
          >
            <span className={styles.toggleTitle}>{selected.option_title}</span>{" "}
            <span className={styles.togglePrice}>{formatPrice(selected.price)}</span>
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          <ul id={listId} className={styles.menu} hidden={!open} aria-label="Plans">
            {options.map((option) => (
              <li key={option.sku}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={option.sku === selected.sku}
                  onClick={() => choose(option)}
                >
                  <span className={styles.choiceTitle}>{option.option_title}</span>{" "}
                  <PlanPrice option={option} />{" "}
                  <span className={styles.choiceShipping}>{planShipping(option)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <Button className={styles.add} onClick={onAdd} disabled={adding} loading={adding}>
          Add to Cart
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
