import { browserOperation } from "@/lib/graphql/browser-operation";
import { SubscribeForNewslettersDocument } from "@/lib/graphql/generated/graphql";

import { LazyNewsletter } from "./LazyNewsletter";

// Printed on the server: the browser receives the mutation as text, not the GraphQL library.
const subscribe = browserOperation(SubscribeForNewslettersDocument);

/** The footer's newsletter sign-up: $10 off the first subscription order (its code loaded as
 * the footer nears the screen). */
export function NewsletterForm() {
  return <LazyNewsletter subscribe={subscribe} />;
}
