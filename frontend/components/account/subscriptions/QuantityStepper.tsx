"use client";

import { useState } from "react";

import styles from "./EditProducts.module.css";

type Props = {
  /** What it counts, e.g. "Rootwell Core for Women": the controls' names say it. */
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
};

/** A quantity from 1 to `max`: minus, a number field (arrow keys step it), plus. */
export function QuantityStepper({ name, value, max, onChange }: Props) {
  // What is typed, while it is not (yet) a quantity in range; the field shows the value otherwise.
  const [typed, setTyped] = useState<string | null>(null);
  const step = (next: number) => {
    setTyped(null);
    onChange(Math.min(max, Math.max(1, next)));
  };
  return (
    <div className={styles.stepper}>
      <button type="button" aria-label={`One fewer ${name}`} disabled={value <= 1} onClick={() => step(value - 1)}>
        −
      </button>
      <input
        type="number"
        data-focus="quantity"
        inputMode="numeric"
        aria-label={`Quantity of ${name}`}
        min={1}
        max={max}
        value={typed ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          const number = Number(text);
          if (Number.isInteger(number) && number >= 1 && number <= max) step(number);
          else setTyped(text);
        }}
        onBlur={() => setTyped(null)}
      />
      <button type="button" aria-label={`One more ${name}`} disabled={value >= max} onClick={() => step(value + 1)}>
        +
      </button>
    </div>
  );
}
