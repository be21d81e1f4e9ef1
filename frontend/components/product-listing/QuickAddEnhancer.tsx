"use client";

import { useEffect } from "react";

import type { AddProductsToCartOperation } from "@/lib/cart/add-to-cart";
import { CART_ERROR_MESSAGE } from "@/lib/cart/messages";

/**
 * Turns the page's quick-add forms into adds in place: the mini cart opens and shows the result,
 * and the shopper stays on the page. One listener for every card (event delegation), and the
 * adding code is fetched on the first add, so the page's first load carries next to nothing.
 * Without it, the forms still work (they go to the add-to-cart link, then the cart).
 */
export function QuickAddEnhancer({ addMutation }: { addMutation: AddProductsToCartOperation }) {
  useEffect(() => {
    function onSubmit(event: SubmitEvent) {
      const form = event.target;
      // Another enhancer on the page (a product band on a listing) already took this one.
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches("form[data-quick-add]")) return;
      event.preventDefault();
      import("./quick-add-submit").then(
        ({ submitQuickAdd }) => submitQuickAdd(form, addMutation),
        () => {
          // The code could not be fetched (offline): say so; the shopper may try again.
          const status = form.querySelector("[data-quick-add-status]");
          if (status) status.textContent = CART_ERROR_MESSAGE;
        },
      );
    }
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, [addMutation]);
  return null;
}
