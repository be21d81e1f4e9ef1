// Where the cart lives in the storefront (spec storefront §2 "Checkout and customer access").
export const CART_PATH = "/checkout/cart/";
