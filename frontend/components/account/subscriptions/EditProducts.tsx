"use client";

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { Button } from "@/components/ui/Button";
import type { SubscriptionDetail } from "@/lib/account/subscription-changes";
import {
  addChoices,
  describeLines,
  isCore,
  keptBecause,
  type OfferedPlan,
  productsInput,
  proposedLines,
  type ProposedLine,
  sameProducts,
  swapChoices,
} from "@/lib/account/subscription-products";
import { formatPrice } from "@/lib/money";
import { renewalDays } from "@/lib/subscriptions/terms";

import styles from "../Account.module.css";
import { AccountAlert } from "../AccountAlert";
import forms from "@/components/forms/forms.module.css";
import { EstimateSummary } from "./EstimateSummary";
import local from "./EditProducts.module.css";
import { QuantityStepper } from "./QuantityStepper";
import { type EstimateOperation, useEstimate } from "./use-estimate";
import { type UpdateSubscriptionOperation, useSubscriptionUpdate } from "./use-subscription-update";

type Props = {
  subscription: SubscriptionDetail & { changes: { max_quantity: number; offered_products: OfferedPlan[] } };
  estimate: EstimateOperation;
  update: UpdateSubscriptionOperation;
};

/** Where focus goes after a change moves the control that had it. */
type FocusTarget = { line: number; control: "quantity" | "swap" } | "heading";

const money = (price: { value: string; currency: string }) => formatPrice(price.value, price.currency);

/** Changes what the subscription ships (quantities, formula, boosters), showing the new price first. */
export function EditProducts({ subscription, estimate: estimateOperation, update: updateOperation }: Props) {
  const { items } = subscription.quote;
  const { max_quantity: maxQuantity, offered_products: offeredProducts } = subscription.changes;
  const offered = useMemo(() => new Map(offeredProducts.map((plan) => [plan.sku, plan])), [offeredProducts]);
  const [lines, setLines] = useState(() => proposedLines(items));
  const [swapping, setSwapping] = useState<number | null>(null);
  // Set with the change that moves the focused control; taken after that change is drawn.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const { update, saving, error } = useSubscriptionUpdate(updateOperation, subscription.entity_id);
  const { estimate, error: estimateError, pricing } = useEstimate(estimateOperation, subscription.entity_id, {
    products: productsInput(lines),
  });
  const unchanged = sameProducts(lines, items);
  const addable = addChoices(lines, offered);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const selector =
      target === "heading" ? `[id="${headingId}"]` : `[data-line-id="${target.line}"] [data-focus="${target.control}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const focusAfterwards = (target: FocusTarget) => {
    pendingFocus.current = target;
  };
  // Customers read products by name, never by SKU.
  const nameOf = (sku: string) => offered.get(sku)?.name ?? items.find((item) => item.sku === sku)?.name ?? "a product";
  const priceOf = (sku: string) => offered.get(sku)?.price ?? items.find((item) => item.sku === sku)?.price;
  const change = (id: number, changes: Partial<ProposedLine>) =>
    setLines((current) => current.map((line) => (line.id === id ? { ...line, ...changes } : line)));

  function remove(line: ProposedLine) {
    setLines((current) => current.filter((other) => other.id !== line.id));
    focusAfterwards("heading");
  }

  function swap(line: ProposedLine, plan: OfferedPlan) {
    change(line.id, { sku: plan.sku });
    setSwapping(null);
    focusAfterwards({ line: line.id, control: "swap" });
  }

  function add(plan: OfferedPlan) {
    const id = Math.max(-1, ...lines.map((line) => line.id)) + 1;
    setLines((current) => [...current, { id, sku: plan.sku, qty: 1 }]);
    focusAfterwards({ line: id, control: "quantity" });
  }

  function closeSwapOnEscape(event: KeyboardEvent, line: ProposedLine) {
    if (event.key !== "Escape") return;
    setSwapping(null);
    focusAfterwards({ line: line.id, control: "swap" });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged || pricing || !estimate) return;
    update(
      { subscription_products: productsInput(lines) },
      { success: `Your subscription now ships ${describeLines(lines, nameOf)}.` },
    );
  }

  return (
    <form ref={formRef} className={forms.form} aria-label="Edit products" aria-busy={saving} onSubmit={submit}>
      <section className={`${forms.fieldset} ${local.section}`} aria-labelledby={headingId}>
        <h2 id={headingId} tabIndex={-1}>
          What it ships every {renewalDays(subscription.frequency_count)} days
        </h2>
        <ul className={local.lines}>
          {lines.map((line) => {
            const name = nameOf(line.sku);
            const price = priceOf(line.sku);
            const swaps = swapChoices(line, lines, offered);
            const kept = keptBecause(line, lines, offered);
            const noteId = `${headingId}-keep-${line.id}`;
            const swapId = `${headingId}-swap-${line.id}`;
            return (
              <li key={line.id} className={local.line} data-line-id={line.id} data-subscription-line={line.sku}>
                <div className={local.lineText}>
                  <span className={local.lineName}>{name}</span>
                  <span className={styles.muted}>
                    {[offered.get(line.sku)?.label1, price && `${money(price)} each`].filter(Boolean).join(" · ")}
                  </span>
                </div>
                <div className={local.lineControls}>
                  <QuantityStepper
                    name={name}
                    value={line.qty}
                    max={Math.max(maxQuantity, line.qty)}
                    onChange={(qty) => change(line.id, { qty })}
                  />
                  {isCore(line.sku, offered) && swaps.length > 0 && (
                    <button
                      type="button"
                      className={styles.textButton}
                      data-focus="swap"
                      aria-expanded={swapping === line.id}
                      aria-controls={swapId}
                      onClick={() => setSwapping(swapping === line.id ? null : line.id)}
                    >
                      Swap formula
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-label={`Remove ${name}`}
                    disabled={kept !== null}
                    aria-describedby={kept ? noteId : undefined}
                    onClick={() => remove(line)}
                  >
                    Remove
                  </button>
                </div>
                {kept && (
                  <p id={noteId} className={local.note}>
                    {kept}
                  </p>
                )}
                {swapping === line.id && (
                  <fieldset id={swapId} className={local.swaps} onKeyDown={(event) => closeSwapOnEscape(event, line)}>
                    <legend>Swap {name} for</legend>
                    {swaps.map((plan) => (
                      <button key={plan.sku} type="button" className={styles.textButton} onClick={() => swap(line, plan)}>
                        {plan.name} ({money(plan.price)} each)
                      </button>
                    ))}
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {addable.length > 0 && (
        <section className={`${forms.fieldset} ${local.section}`} aria-labelledby={`${headingId}-add`}>
          <h2 id={`${headingId}-add`}>Add to your subscription</h2>
          <ul className={local.offers}>
            {addable.map((plan) => (
              <li key={plan.sku} className={local.offer} data-offer={plan.sku}>
                <div className={local.lineText}>
                  <span className={local.lineName}>{plan.name}</span>
                  <span className={styles.muted}>
                    {plan.is_booster ? "Booster" : "Scalp care"} · {money(plan.price)} each
                  </span>
                </div>
                <Button type="button" variant="secondary" aria-label={`Add ${plan.name}`} onClick={() => add(plan)}>
                  Add
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <EstimateSummary estimate={estimate} pricing={pricing} />
      {(error || estimateError) && <AccountAlert message={(error ?? estimateError)!} context="change_products" />}
      <div className={forms.buttons}>
        <Button type="submit" loading={saving} disabled={unchanged || pricing || !estimate}>
          Confirm Products
        </Button>
      </div>
    </form>
  );
}
