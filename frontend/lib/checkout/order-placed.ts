import { trackConversion } from "@/lib/analytics/conversion";
import { CART_COUNT_COOKIE } from "@/lib/session/cookies";
import { announceCartChange } from "@/lib/cart/use-cart-events";
import type { MiniCart } from "@/lib/cart/cart-view";

/** The confirmation page of a placed order. */
export function confirmationPath(token: string): string {
  return `/checkout/success/?${new URLSearchParams({ token })}`;
}

/** The cart as it is once its order is placed: no lines, nothing to pay. */
export function emptiedCart(cart: MiniCart): MiniCart {
  const zero = { ...cart.prices.grand_total, value: "0.00" };
  return {
    ...cart,
    total_quantity: 0,
    items: [],
    applied_coupons: [],
    prices: {
      ...cart.prices,
      subtotal_including_tax: zero,
      discounts: [],
      total_discount: zero,
      shipping: zero,
      grand_total: zero,
    },
    shipping: { ...cart.shipping, amount: zero },
  };
}

/**
 * After placeOrder: the header badge and the mini cart stop counting the items. The badge reads
 * the readable cart_count cookie, which Django keeps; it is emptied here too in case the answer
 * did not rewrite it, so the count cannot outlive the order.
 */
export function forgetOrderedCart(cart: MiniCart): void {
  document.cookie = `${CART_COUNT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  announceCartChange(emptiedCart(cart));
}

/**
 * The placed order's pixel conversion, once, when it is placed (not on reloads of the
 * confirmation page). Order Completed itself is the server's event (sent however the browser
 * blocks scripts); the pixel's Button Click carries the same event_id, which the checkout put in
 * the rw_event_id cookie before placing the order (`newConversionId`) so that the server's event
 * carries it too.
 */
export function trackOrderConversion(orderNumber: string, cart: MiniCart, eventId: string): void {
  trackConversion("Order Completed", {
    order_id: orderNumber,
    value: cart.prices.grand_total.value,
    currency: cart.prices.grand_total.currency,
    products: cart.items.map((line) => ({
      sku: line.product.sku,
      name: line.product.name,
      variant: line.product.option_title,
      price: line.prices.price.value,
      quantity: line.quantity,
    })),
  }, eventId);
}
