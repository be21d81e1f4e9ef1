import { DEFAULT_LAYOUT, StorefrontShell } from "@/components/layout/StorefrontShell";
import { CART_PATH } from "@/lib/cart/paths";
import type { LoadedCart } from "@/lib/cart/server";
import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  CartPageApplyCouponDocument,
  CartPageRemoveCouponDocument,
  CartPageRemoveLineDocument,
  CartPageUpdateQuantityDocument,
} from "@/lib/graphql/generated/graphql";

import { CartPage, type CartPageOperations } from "./CartPage";
import summaryPage from "@/components/ui/SummaryPage.module.css";
import styles from "./CartPage.module.css";

// Checkout and cart pages use the simple header: no navigation to leave by.
const CART_LAYOUT = { ...DEFAULT_LAYOUT, header_type: "simple", footer_type: "simple" };

// Printed on the server: the browser receives the mutations as text, not the GraphQL library.
const operations: CartPageOperations = {
  updateQuantity: browserOperation(CartPageUpdateQuantityDocument),
  removeLine: browserOperation(CartPageRemoveLineDocument),
  applyCoupon: browserOperation(CartPageApplyCouponDocument),
  removeCoupon: browserOperation(CartPageRemoveCouponDocument),
};

/** The cart page in the storefront's frame; session messages (a refused add link) show above it. */
export function CartPageView({ loaded }: { loaded: LoadedCart }) {
  return (
    <StorefrontShell path={CART_PATH} layout={CART_LAYOUT}>
      {loaded.ok ? (
        <CartPage initial={loaded.cart} operations={operations} />
      ) : (
        <section className={summaryPage.page} data-cart-page="error">
          <h1 className={summaryPage.title}>Shopping Cart</h1>
          <p className={styles.errorNotice} role="alert">
            {loaded.message}
          </p>
        </section>
      )}
    </StorefrontShell>
  );
}
