"use client";

import { lazy, Suspense, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/Button";
import { type ProductEventName, type ProductEventSource, trackProductEvent } from "@/lib/analytics/product-events";
import type { AddProductsToCartOperation, AddToCartResult, PurchaseSource } from "@/lib/cart/add-to-cart";
import { CART_ERROR_MESSAGE } from "@/lib/cart/messages";
import { recordPdpVisit } from "@/lib/account-access/shop-storage";
import { browserStorage } from "@/lib/ui/storage";
import { useScrolledAbove } from "@/lib/ui/use-scrolled-above";
import { formatPrice } from "@/lib/money";
import {
  type AddToCartData,
  defaultOption,
  isSubscription,
  type PlanOption,
  presetOption,
  SUBSCRIPTION_NOTE,
} from "@/lib/product/plans";
import { renewsEvery } from "@/lib/subscriptions/terms";

import { planShipping } from "./PlanPrice";
import { PlanSelector } from "./PlanSelector";
import styles from "./ProductPurchase.module.css";
import { QueryPresets } from "./QueryPresets";

// Fetched when the bar first shows, so that it costs the page's first load nothing.
const StickyAddToCart = lazy(() => import("./StickyAddToCart").then((module) => ({ default: module.StickyAddToCart })));

type Props = {
  data: AddToCartData & { options: [PlanOption, ...PlanOption[]] };
  /** The billing interval a plan page opens on (null: the usual choice). */
  preselectedInterval?: number | null;
  addMutation: AddProductsToCartOperation;
  /** What product events report as their source: pp_lp on promotion landing pages. */
  eventSource?: ProductEventSource;
  /** What the cart records; the product's own (pdp or scalp_pdp) unless a landing page says. */
  purchaseSource?: PurchaseSource;
  /** The plan is the hair quiz's recommendation (its result page): events say quiz_reco. */
  quizReco?: boolean;
};

type Origin = "section" | "bar";

/**
 * Choosing a plan and adding it to the cart, in the page and in the sticky bar that follows once
 * this section has scrolled away. Both share one plan and one add in flight.
 */
export function ProductPurchase({
  data,
  preselectedInterval,
  addMutation,
  eventSource = "pdp",
  purchaseSource,
  quizReco = false,
}: Props) {
  const { options } = data;
  const [selectedSku, setSelectedSku] = useState(() => defaultOption(options, preselectedInterval)!.sku);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<{ message: string; origin: Origin } | null>(null);
  // A ref, not state: two clicks in the same tick must not both add.
  const inFlight = useRef(false);
  const viewed = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  const summaryId = useId();
  const barShown = useScrolledAbove(sectionRef);
  const selected = options.find((option) => option.sku === selectedSku) ?? options[0];

  const report = (event: ProductEventName, option: PlanOption) =>
    trackProductEvent(event, data, option, { source: eventSource, url: window.location.href, quizReco });

  function applyQuery(query: { get(name: string): string | null }) {
    const preset = presetOption(options, query);
    if (preset) setSelectedSku(preset.sku);
    if (viewed.current) return;
    viewed.current = true;
    // pdpVisits counts product pages; a quiz result page is not one.
    if (!quizReco) recordPdpVisit(browserStorage("localStorage"), window.location.pathname);
    report("Product Viewed", preset ?? selected);
  }

  function select(option: PlanOption, event: ProductEventName) {
    setSelectedSku(option.sku);
    setError(null);
    report(event, option);
  }

  async function add(origin: Origin) {
    if (inFlight.current) return;
    inFlight.current = true;
    setAdding(true);
    setError(null);
    const option = selected;
    let result: AddToCartResult;
    try {
      // Fetched on the first add: the cart code need not weigh on the page's first load.
      const { addToCart } = await import("@/lib/cart/add-to-cart");
      result = await addToCart([{ sku: option.sku }], purchaseSource ?? data.purchase_source, addMutation);
    } catch {
      // The code could not be fetched (offline): say so and let the shopper try again.
      result = { ok: false, message: CART_ERROR_MESSAGE };
    }
    inFlight.current = false;
    setAdding(false);
    if (result.ok) report("Product Added", option);
    else setError({ message: result.message, origin });
  }

  return (
    <>
      <section ref={sectionRef} className={styles.purchase} aria-label={`Buy ${data.title}`}>
        <Suspense fallback={null}>
          <QueryPresets onQuery={applyQuery} />
        </Suspense>
        <PlanSelector
          options={options}
          selectedSku={selected.sku}
          onSelect={(option) => select(option, "Product Selected")}
        />
        <p id={summaryId} className={styles.summary} aria-live="polite" data-testid="plan-summary">
          <span className={styles.total}>{formatPrice(selected.price)}</span>{" "}
          {selected.old_price && selected.savings > 0 && (
            <>
              <s className={styles.old}>
                <span className="visually-hidden">Regular price </span>
                {formatPrice(selected.old_price)}
              </s>{" "}
              <span className={styles.savings}>You save {selected.savings}%</span>{" "}
            </>
          )}
          <span className={styles.shipping}>{planShipping(selected)}</span>
        </p>
        {isSubscription(selected) && (
          <p className={styles.note} data-renewal-terms>
            The {selected.option_title} {renewsEvery(Number(selected.billing_interval), selected.price)} until you
            cancel.
          </p>
        )}
        <Button
          className={styles.add}
          onClick={() => add("section")}
          disabled={adding}
          loading={adding}
          aria-describedby={summaryId}
        >
          Add to Cart
        </Button>
        {error?.origin === "section" && (
          <p role="alert" className={styles.error}>
            {error.message}
          </p>
        )}
        {/* Under the button: on a phone, the price and Add to Cart come first, above the fold. */}
        <p className={styles.note}>{SUBSCRIPTION_NOTE}</p>
      </section>
      {barShown && (
        <Suspense fallback={null}>
          <StickyAddToCart
            title={data.title}
            options={options}
            selected={selected}
            adding={adding}
            error={error?.origin === "bar" ? error.message : null}
            onOpenDropdown={() => report("Product Dropdown Viewed", selected)}
            onChoose={(option) => select(option, "Select Product Clicked")}
            onAdd={() => add("bar")}
          />
        </Suspense>
      )}
    </>
  );
}
