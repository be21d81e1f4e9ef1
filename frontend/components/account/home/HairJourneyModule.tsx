"use client";

import { useState } from "react";

import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { JOURNEY_STAGES, stageIndexForMonth } from "@/lib/account/journey-stages";
import { journeyMonth } from "@/lib/account/journey";
import { quizHref } from "@/lib/browser/quiz-results";
import { trackAccountModuleCta } from "@/lib/analytics/tracker";

import styles from "./home.module.css";
import { JourneyTabs } from "./JourneyTabs";

/** The hair journey module's states; every state but an active
 * subscription invites the customer to start one. */
export type HairJourneyState = "active_subscription" | "no_subscription";

type Props = {
  state: HairJourneyState;
  /** When the journey began (the subscription's journey_start_date). */
  journeyStart?: string | null;
  /** The server's clock at render time, so server and browser show the same month. */
  now: number;
};

/** The benefits of a subscription, from the shop's plan rules. */
const BENEFITS = [
  "Save 10% on a monthly plan, 15% every 3 months or 20% every 6 months.",
  "Free shipping on every delivery.",
  "Pause or cancel anytime.",
  "Our results guarantee from 6 months of use, with consultations and progress photos at the start, at 3 and at 6 months.",
];

export function HairJourneyModule({ state, journeyStart, now }: Props) {
  const [benefitsOpen, setBenefitsOpen] = useState(false);

  if (state !== "active_subscription") {
    return (
      <section className={styles.module} aria-labelledby="hair-journey-heading" data-state={state}>
        <h2 id="hair-journey-heading">Your Hair Journey</h2>
        <p>Start a plan made for your hair and follow what to expect, month by month.</p>
        <Button href={quizHref("women")} onClick={() => trackAccountModuleCta("hair_journey", "Start Your Hair Journey")}>
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
