// The account pages' addresses, apart from the rules in ./routes so that the header's person icon
// brings only these strings to the browser.

export const LOGIN_PATH = "/customer/account/login/";
export const CREATE_ACCOUNT_PATH = "/customer/account/create/";
export const FORGOT_PASSWORD_PATH = "/customer/account/forgotpassword/";
export const CREATE_PASSWORD_PATH = "/customer/account/createpassword/";
export const LOGOUT_PATH = "/logout/";
/** Where /account/ pages send a token the API no longer accepts: it is cleared there. */
export const EXPIRED_LOGOUT_PATH = "/logout/?expired=1";
export const ACCOUNT_PATH = "/account/";
export const CHECKOUT_PATH = "/checkout/";
