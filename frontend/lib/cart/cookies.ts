// The cart's identity travels between the shopper's browser and Django through the storefront's
// server: Django names the guest cart in the httpOnly `cart_id` cookie and keeps the readable
// `cart_count` beside it.

/** The guest cart's masked id, set and cleared by Django only. */
export const CART_ID_COOKIE = "cart_id";
/** The number of items in the cart, readable by the header badge. */
export const CART_COUNT_COOKIE = "cart_count";
