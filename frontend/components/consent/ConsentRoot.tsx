"use client";

import { usePathname } from "next/navigation";
import { type ComponentType, useEffect, useState } from "react";

import type { SubscribeOperation } from "@/components/lead-capture/LeadCaptureModal";
import { isExitIntent, LEAD_CAPTURE_DELAY_MS, leadCaptureAllowed } from "@/components/lead-capture/rules";
import { noteCampaign } from "@/lib/analytics/campaign";
import { listenForClicks } from "@/lib/analytics/clicks";
import { CONSENT_OPEN_EVENT, markConsentReady, writeCookie } from "@/lib/consent/consent";

export const INFLUENCER_COOKIE = "rw_influencer";

type Lead = ComponentType<{ subscribe: SubscribeOperation; trigger: "delay" | "exit_intent"; onDone: () => void }>;

/**
 * On every page, drawing nothing until asked: starts the consent tool the tracker waits for, the
 * page's one click listener (lib/analytics/clicks.ts), notes the campaign of each address
 * (UTM values, purchase_source), sets the influencer cookie on influencer pages, and loads the
 * consent panel and the lead-capture modal only when they are to show.
 */
export function ConsentRoot({ subscribe }: { subscribe: SubscribeOperation }) {
  const pathname = usePathname();
  const [Panel, setPanel] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  const [lead, setLead] = useState<{ Modal: Lead; trigger: "delay" | "exit_intent" } | null>(null);
  const [leadShown, setLeadShown] = useState(false);

  useEffect(() => {
    markConsentReady();
    const stopClicks = listenForClicks();
    const open = () => void import("./ConsentPanel").then(({ ConsentPanel }) => setPanel(() => ConsentPanel));
    addEventListener(CONSENT_OPEN_EVENT, open);
    return () => {
      stopClicks();
      removeEventListener(CONSENT_OPEN_EVENT, open);
    };
  }, []);

  useEffect(() => {
    noteCampaign();
    // Influencer landing pages name their influencer (the page's slug) for a year.
    const influencer = document.querySelector("[data-influencer]")?.getAttribute("data-influencer");
    if (influencer) writeCookie(INFLUENCER_COOKIE, influencer, 365 * 24 * 60 * 60);
  }, [pathname]);

  useEffect(() => {
    if (leadShown || !leadCaptureAllowed(pathname, document.cookie)) return;
    let done = false;
    const show = (trigger: "delay" | "exit_intent") => {
      if (done) return;
      done = true;
      setLeadShown(true);
      void import("@/components/lead-capture/LeadCaptureModal").then(({ LeadCaptureModal }) =>
        setLead({ Modal: LeadCaptureModal, trigger }),
      );
    };
    const timer = setTimeout(() => show("delay"), LEAD_CAPTURE_DELAY_MS);
    const onLeave = (event: MouseEvent) => isExitIntent(event) && show("exit_intent");
    document.addEventListener("mouseout", onLeave);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mouseout", onLeave);
    };
  }, [pathname, leadShown]);

  return (
    <>
      {Panel && <Panel onClose={() => setPanel(null)} />}
      {lead && <lead.Modal subscribe={subscribe} trigger={lead.trigger} onDone={() => setLead(null)} />}
    </>
  );
}
