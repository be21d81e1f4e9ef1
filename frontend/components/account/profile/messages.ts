/** When the shop could not be reached at all (network, proxy or server failure). */
export const UNREACHABLE = "Something went wrong. We could not reach the shop. Please try again later.";
