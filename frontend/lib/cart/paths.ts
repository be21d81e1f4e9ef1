// Where the cart lives in the storefront.
export const CART_PATH = "/checkout/cart/";
