export { UNREACHABLE } from "@/components/forms/use-mutation-form";

/** When the payment gateway's tokenise endpoint could not be reached. */
export const GATEWAY_UNREACHABLE = "We could not reach the payment service. Please try again later.";
