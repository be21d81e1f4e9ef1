"use client";

import { useState } from "react";

import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import { type ConsentChoices, gpcEnabled, readConsent, saveConsent } from "@/lib/consent/consent";

import styles from "./ConsentPanel.module.css";

export const AD_CHOICES_HREF = "/privacy-request/?preselected=limit";

/**
 * "Your Privacy Choices": necessary cookies (always on), analytics and advertising, saved in the
 * rw_consent cookie for a year and changeable here at any time. Loaded on demand by the consent
 * root when the footer's link (or anything dispatching the open event) asks for it.
 */
export function ConsentPanel({ onClose }: { onClose: () => void }) {
  const gpc = gpcEnabled();
  const [choices, setChoices] = useState<ConsentChoices>(() => readConsent() ?? { analytics: false, advertising: false });

  function save(next: Partial<ConsentChoices>) {
    saveConsent(next);
    onClose();
  }

  return (
    <Modal open onClose={onClose} title="Your Privacy Choices" size="small" closeLabel="Close privacy choices">
      <p className={styles.intro}>
        Choose which cookies and measurements this shop may use. You can change your choices at any time from the
        link in the footer.
      </p>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>Cookie categories</legend>
        <label className={styles.category}>
          <input type="checkbox" checked disabled />
          <span>
            <strong>Necessary</strong>
            <span className={styles.note}>Your cart, sign-in and these choices. Always on.</span>
          </span>
        </label>
        <label className={styles.category}>
          <input
            type="checkbox"
            name="analytics"
            checked={choices.analytics}
            onChange={(event) => setChoices({ ...choices, analytics: event.target.checked })}
          />
          <span>
            <strong>Analytics</strong>
            <span className={styles.note}>How the shop is used, so we can improve it.</span>
          </span>
        </label>
        <label className={styles.category}>
          <input
            type="checkbox"
            name="advertising"
            checked={choices.advertising && !gpc}
            disabled={gpc}
            onChange={(event) => setChoices({ ...choices, advertising: event.target.checked })}
          />
          <span>
            <strong>Advertising</strong>
            <span className={styles.note}>
              {gpc
                ? "Off: your browser sends the Global Privacy Control signal."
                : "Measuring our ads and sharing for advertising."}
            </span>
          </span>
        </label>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => save({ analytics: false, advertising: false })}>
          Reject all
        </Button>
        <Button variant="secondary" onClick={() => save(choices)}>
          Save choices
        </Button>
        <Button onClick={() => save({ analytics: true, advertising: true })}>Accept all</Button>
      </div>
      <p className={styles.note}>
        <a href={AD_CHOICES_HREF}>Limit the use of my sensitive personal information, or opt out of sale or sharing</a>
      </p>
    </Modal>
  );
}
