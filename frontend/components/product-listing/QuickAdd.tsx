import { Button } from "@/components/ui/Button";
import { formatPrice } from "@/lib/money";

import type { ListedProduct } from "./ProductCard";
import styles from "./ProductCards.module.css";

export const QUICK_ADD_ATTRIBUTE = "data-quick-add";
// The add-to-cart link's route (app/dpa/add/tocart): adds the skus and shows the cart.
const ADD_TO_CART_LINK = "/dpa/add/tocart/";

/**
 * Adds the product's default plan, or the plan chosen beside it, to the cart. A plain form to the
 * add-to-cart link (/dpa/add/tocart/), so it works before (or without) JavaScript and lands on
 * the cart; QuickAddEnhancer turns it into an add in place that opens the mini cart.
 */
export function QuickAdd({ product, defaultSku }: { product: ListedProduct; defaultSku: string }) {
  const plans = product.plans;
  return (
    <form action={ADD_TO_CART_LINK} method="get" className={styles.quickAdd} {...{ [QUICK_ADD_ATTRIBUTE]: "" }}>
      <input type="hidden" name="purchase_source" value={product.purchase_source} />
      {plans.length > 1 ? (
        <label className={styles.plan}>
          <span className="visually-hidden">Plan for {product.title}</span>
          <select name="skus" defaultValue={defaultSku}>
            {plans.map((plan) => (
              <option key={plan.sku} value={plan.sku}>
                {planChoice(plan.option_title)}: {formatPrice(plan.price.value, plan.price.currency)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <input type="hidden" name="skus" value={defaultSku} />
      )}
      {/* Named with the product: a page of cards has many an Add to Cart. */}
      <Button type="submit" className={styles.add} aria-label={`Add to Cart: ${product.title}`}>
        Add to Cart
      </Button>
      <p className={styles.quickAddError} role="status" data-quick-add-status />
    </form>
  );
}

/** A plan's title as short as a card's select has room for on a phone: "Monthly Subscription" is
 * "Monthly", "One-Time Purchase" is "One-Time". */
export function planChoice(optionTitle: string): string {
  return optionTitle.replace(/\s+(Subscription|Purchase)$/i, "") || optionTitle;
}
