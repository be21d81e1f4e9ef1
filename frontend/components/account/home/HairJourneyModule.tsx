"use client";

import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { JOURNEY_STAGES, stageIndexForMonth } from "@/lib/account/journey-stages";
import { formatDate } from "@/lib/account/dates";
import { type HairJourney, type JourneySubscription, journeyMonth } from "@/lib/account/journey";
import { subscriptionHref } from "@/lib/account/subscriptions";
import { trackAccountModuleCta } from "@/lib/analytics/account-events";
import { formatPrice } from "@/lib/money";

import styles from "./home.module.css";
import { JourneyTabs } from "./JourneyTabs";

export type HairJourneyState = HairJourney["state"];

type Props = {
  state: HairJourneyState;
  /** When the journey began (the subscription's journey_start_date). */
  journeyStart?: string | null;
  /** The subscription that ships next, with the changes it offers. */
  nextShipment?: JourneySubscription | null;
  /** The server's clock at render time, so server and browser show the same month. */
  now: number;
  /** The women's quiz page while it is live; null: the journey starts from the products. */
  quizHref: string | null;
};

/** Where a journey starts while there is no quiz to recommend a plan: the products. */
const PRODUCTS_HREF = "/products/";

/** The benefits of a subscription, from the shop's plan rules. */
const BENEFITS = [
  "Save 10% on a monthly plan, 15% every 3 months or 20% every 6 months.",
  "Free shipping on every delivery.",
  "Pause or cancel anytime.",
  "Our results guarantee from 6 months of use, with consultations and progress photos at the start, at 3 and at 6 months.",
];

/** The changes a subscription's own pages make, quickest first. */
const QUICK_LINKS = [
  ["change-shipment-date", "Change the shipment date"],
  ["change-frequency", "Change how often it ships"],
  ["edit-products", "Edit products"],
  ["edit-address", "Edit the delivery address"],
] as const;

function NextShipment({ subscription }: { subscription: JourneySubscription }) {
  const href = subscriptionHref(subscription.entity_id);
  return (
    <>
      <h3 className={styles.subheading}>Next shipment</h3>
      <p data-next-shipment>
        {subscription.name} ships on {formatDate(subscription.next_charge.date)} (
        {formatPrice(subscription.next_charge.grand_total.value, subscription.next_charge.grand_total.currency)}).
      </p>
      <ul className={styles.quickLinks} aria-label="Manage your plan">
        {QUICK_LINKS.map(([action, label]) => (
          <li key={action}>
            <Link href={`${href}${action}/`} prefetch={false}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Link href={href} prefetch={false}>
            Skip, pause or cancel
          </Link>
        </li>
      </ul>
    </>
  );
}

export function HairJourneyModule({ state, journeyStart, nextShipment, now, quizHref }: Props) {
  const [benefitsOpen, setBenefitsOpen] = useState(false);

  if (state !== "active_subscription") {
    return (
      <section className={styles.module} aria-labelledby="hair-journey-heading" data-state={state}>
        <h2 id="hair-journey-heading">Your Hair Journey</h2>
        {quizHref ? (
          <p>Start a plan made for your hair and follow what to expect, month by month.</p>
        ) : (
          <p>Choose a plan for your hair and follow what to expect here, month by month.</p>
        )}
        <Button
          href={quizHref ?? PRODUCTS_HREF}
          onClick={() => trackAccountModuleCta("hair_journey", "Start Your Hair Journey")}
        >
          Start Your Hair Journey
        </Button>
      </section>
    );
  }

  const month = journeyStart ? journeyMonth(journeyStart, now) : null;
  return (
    <section className={styles.module} aria-labelledby="hair-journey-heading" data-state={state}>
      <div className={styles.moduleHeader}>
        <h2 id="hair-journey-heading">Your Hair Journey</h2>
        <Button
          variant="secondary"
          onClick={() => {
            trackAccountModuleCta("hair_journey", "Learn More");
            setBenefitsOpen(true);
          }}
        >
          Learn More
        </Button>
      </div>
      {month !== null && <p>You are in month {month} of your journey.</p>}
      <h3 className={styles.subheading}>What to expect</h3>
      <JourneyTabs stages={JOURNEY_STAGES} initial={stageIndexForMonth(month)} label="What to expect" />
      {nextShipment && <NextShipment subscription={nextShipment} />}
      <Modal open={benefitsOpen} onClose={() => setBenefitsOpen(false)} title="Your subscription benefits" size="small">
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
