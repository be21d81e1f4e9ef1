"use client";

import { useEffect, useState } from "react";

import { NewsletterSignUp } from "@/components/newsletter/NewsletterSignUp";
import { Modal } from "@/components/ui/Modal";
import { track } from "@/lib/analytics/tracker";
import type { BrowserOperation } from "@/lib/graphql/browser";
import type {
  SubscribeForNewslettersMutation,
  SubscribeForNewslettersMutationVariables,
} from "@/lib/graphql/generated/graphql";

import styles from "./LeadCaptureModal.module.css";
import { hideLeadCaptureForGood } from "./rules";

export type SubscribeOperation = BrowserOperation<SubscribeForNewslettersMutation, SubscribeForNewslettersMutationVariables>;

export const LEAD_CAPTURE_TITLE = "Get $10 off your first subscription";
export const LEAD_CAPTURE_OFFER =
  "Join our newsletter for hair-growth tips, and get $10 off your first subscription order by email.";

/**
 * The newsletter offer shown once to a new visitor (when: ./rules.ts; loaded on demand by the
 * consent root). Events: Lead Capture Modal Viewed on show; Lead Capture Modal Expanded once the
 * visitor moves into the form (focus or typing: the offer's form opens up to them); Email Opted
 * In from the form on success; Lead Capture Modal Closed on close. Closing it, or signing up,
 * hides it for good (hide_attentive_popup).
 */
export function LeadCaptureModal({ subscribe, trigger, onDone }: { subscribe: SubscribeOperation; trigger: "delay" | "exit_intent"; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  useEffect(() => track("Lead Capture Modal Viewed", { trigger }), [trigger]);

  function close() {
    hideLeadCaptureForGood();
    track("Lead Capture Modal Closed", { trigger });
    setOpen(false);
    onDone();
  }

  return (
    <Modal open={open} onClose={close} title={LEAD_CAPTURE_TITLE} size="small" closeLabel="Close offer">
      <div className={styles.body}>
        <NewsletterSignUp
          subscribe={subscribe}
          offer={LEAD_CAPTURE_OFFER}
          location="lead_capture_modal"
          onEngaged={() => track("Lead Capture Modal Expanded", { trigger })}
        />
      </div>
    </Modal>
  );
}
