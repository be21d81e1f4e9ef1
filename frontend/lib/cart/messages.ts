/** The shop's fixed text for a cart that cannot be reached. */
export const CART_ERROR_MESSAGE = "There was an error, please wait and try again later.";
