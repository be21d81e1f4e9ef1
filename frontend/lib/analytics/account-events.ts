/** The account area's analytics events (spec account-area.md §7), through the one tracker. */
import { track } from "./tracker";

export type NotificationType = "error" | "warning" | "beige";

/** Notification events report an error as a warning and every other type as standard. */
export function reportedNotificationType(type: NotificationType | string): "warning" | "standard" {
  return type === "error" ? "warning" : "standard";
}

export function trackAccountNotification(
  action: "Shown" | "Clicked" | "Closed",
  notification: { name: string; type: NotificationType | string },
): void {
  track(`Account Notification ${action}` as const, {
    name: notification.name,
    type: reportedNotificationType(notification.type),
  });
}

/** A call to action of an account home module (hair quiz, hair journey) was followed. */
export function trackAccountModuleCta(module: string, cta: string): void {
  track("Account Module CTA Clicked", { module, cta });
}

/** The customer opened one of their orders: its entity id (decoded from the API's base64 id;
 * null when it cannot be read) and its number. */
export function trackOrderDetailsViewed(order: { order_entity_id: number | null; order_increment_id: string }): void {
  track("Order Details Viewed", { order_entity_id: order.order_entity_id, order_increment_id: order.order_increment_id });
}

/** An account page showed an error; the details are free-form. */
export function trackAccountError(details: Record<string, unknown>): void {
  track("Account Error Viewed", details);
}

/** An error message about a subscription was shown to a signed-in customer. The spec's email and
 * user_id are the collector's to add, from the session: a browser cannot prove them. */
export function trackSubscriptionError(): void {
  track("Account Subscription Error Viewed");
}

/** Whether a message the customer sees is about a subscription (session messages use the same
 * rule for their info banner). */
export function mentionsSubscription(message: string): boolean {
  return /subscription/i.test(message);
}
