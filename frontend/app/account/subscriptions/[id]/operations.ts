import { browserOperation } from "@/lib/graphql/browser-operation";
import {
  EstimateSubscriptionQuoteDocument,
  SubscriptionNextChargeAfterDocument,
  UpdateSubscriptionDocument,
} from "@/lib/graphql/generated/graphql";

// The operations a subscription's page and its change pages hand the browser, printed here on the
// server: the browser gets them as text (see BrowserOperation).
export const update = browserOperation(UpdateSubscriptionDocument);
export const estimate = browserOperation(EstimateSubscriptionQuoteDocument);
export const nextCharge = browserOperation(SubscriptionNextChargeAfterDocument);
