/** When the shop could not be reached at all (network, proxy or server failure). */
export const UNREACHABLE = "Something went wrong. We could not reach the shop. Please try again later.";

/** When the payment gateway's tokenise endpoint could not be reached. */
export const GATEWAY_UNREACHABLE = "We could not reach the payment service. Please try again later.";
