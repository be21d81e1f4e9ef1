import { addToCart, type AddProductsToCartOperation } from "@/lib/cart/add-to-cart";
import { CART_ERROR_MESSAGE } from "@/lib/cart/messages";

/**
 * Adds a quick-add form's plan to the cart in place (the mini cart opens and shows the result);
 * a refusal is written under the form. Loaded on a shopper's first quick add.
 */
export async function submitQuickAdd(form: HTMLFormElement, addMutation: AddProductsToCartOperation): Promise<void> {
  if (form.dataset.adding) return;
  const data = new FormData(form);
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form.querySelector<HTMLElement>("[data-quick-add-status]");
  form.dataset.adding = "true";
  button?.setAttribute("aria-busy", "true");
  if (status) status.textContent = "";
  let message: string | null;
  try {
    const result = await addToCart([{ sku: String(data.get("skus") ?? "") }], String(data.get("purchase_source") ?? ""), addMutation);
    message = result.ok ? null : result.message;
  } catch {
    message = CART_ERROR_MESSAGE;
  }
  delete form.dataset.adding;
  button?.removeAttribute("aria-busy");
  if (status && message) status.textContent = message;
}
