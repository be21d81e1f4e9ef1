import type { NotificationType } from "@/lib/analytics/account-events";

import { addDays, formatDate, formatDateTime, parseDate } from "./dates";
import { subscriptionHref } from "./subscriptions";

export type NotificationAction = { type: "schedule" | "learnMore"; label: string; href: string };

/** A message of the account home's notification bar. */
export type AccountNotification = {
  /** Unique per message: what a dismissal remembers. */
  id: string;
  /** The kind of message, as analytics reports it. */
  name: string;
  type: NotificationType;
  text: string;
  action?: NotificationAction;
};

type Card = { hash: string; active: boolean; expires: string; additional: { cc_last4: string } };
type Appointment = { id: number; datetime: string; type: string; confirmationPage: string };
type Subscription = { entity_id: number; name: string; status: string };

/** The name of a subscription's declined-renewal notice, which analytics also reports as Account
 * Subscription Error Viewed. */
export const SUBSCRIPTION_PAYMENT_FAILED = "subscription_payment_failed";

/** A card is announced this many days before it expires. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;
const CARDS_PAGE = "/account/profile/";

const ORDER: Record<NotificationType, number> = { error: 0, warning: 1, beige: 2 };

/**
 * The notifications the customer's own data calls for, most urgent first: a subscription whose
 * renewal payment was declined and an active stored card that has expired (errors), a card that
 * expires within 30 days (warning), and the next appointment (beige).
 * `today` is the shop's calendar day ("YYYY-MM-DD"); `now` the current instant.
 */
export function accountNotifications({
  cards,
  appointments,
  subscriptions = [],
  today,
  now,
}: {
  cards: Card[];
  appointments: Appointment[];
  subscriptions?: Subscription[];
  today: string;
  now: Date;
}): AccountNotification[] {
  const notices: AccountNotification[] = subscriptions
    .filter((subscription) => subscription.status === "payment_failed")
    .map((subscription) => ({
      id: `${SUBSCRIPTION_PAYMENT_FAILED}:${subscription.entity_id}`,
      name: SUBSCRIPTION_PAYMENT_FAILED,
      type: "error",
      text: `We couldn't charge your card for ${subscription.name}. Update the card so your next delivery ships.`,
      action: { type: "learnMore", label: "Update Card", href: subscriptionHref(subscription.entity_id) },
    }));
  const noticeFrom = addDays(today, CARD_EXPIRY_NOTICE_DAYS);
  for (const card of cards) {
    // A card's `expires` is the last day it can be used; an inactive card is not charged anyway.
    if (!card.active || !parseDate(card.expires)) continue;
    const last4 = card.additional.cc_last4;
    const update: NotificationAction = { type: "learnMore", label: "Update Card", href: CARDS_PAGE };
    if (card.expires < today) {
      notices.push({
        id: `card_expired:${card.hash}`,
        name: "card_expired",
        type: "error",
        text: `Your card ending ${last4} has expired.`,
        action: update,
      });
    } else if (card.expires <= noticeFrom) {
      notices.push({
        id: `card_expiring:${card.hash}`,
        name: "card_expiring",
        type: "warning",
        text: `Your card ending ${last4} expires on ${formatDate(card.expires)}.`,
        action: update,
      });
    }
  }

  const next = appointments
    .filter((appointment) => (parseDate(appointment.datetime)?.getTime() ?? -Infinity) >= now.getTime())
    .sort((a, b) => parseDate(a.datetime)!.getTime() - parseDate(b.datetime)!.getTime())[0];
  if (next) {
    notices.push({
      id: `appointment_upcoming:${next.id}`,
      name: "appointment_upcoming",
      type: "beige",
      text: `Your upcoming appointment: ${next.type}, ${formatDateTime(next.datetime)}.`,
      action: next.confirmationPage
        ? { type: "schedule", label: "View Appointment", href: next.confirmationPage }
        : undefined,
    });
  }
  return notices.sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}
