import { browserOperation } from "@/lib/graphql/browser-operation";
import { SubscribeForNewslettersDocument } from "@/lib/graphql/generated/graphql";

import { NewsletterSignUp } from "./NewsletterSignUp";

// Printed on the server: the browser receives the mutation as text, not the GraphQL library.
const subscribe = browserOperation(SubscribeForNewslettersDocument);

/** The footer's newsletter sign-up: $10 off the first subscription order. */
export function NewsletterForm() {
  return <NewsletterSignUp subscribe={subscribe} />;
}
