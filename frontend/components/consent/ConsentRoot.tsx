"use client";

import { usePathname } from "next/navigation";
import { type ComponentType, useEffect, useState } from "react";

import type { SubscribeOperation } from "@/components/lead-capture/LeadCaptureModal";
import type { LeadTrigger } from "@/components/lead-capture/rules";
import { listenForClicks } from "@/lib/analytics/clicks";
import { loadSender } from "@/lib/analytics/tracker";
import { CONSENT_OPEN_EVENT, markConsentReady } from "@/lib/consent/signals";

type Lead = ComponentType<{ subscribe: SubscribeOperation; trigger: LeadTrigger; onDone: () => void }>;

/**
 * On every page, drawing nothing until asked: starts the consent tool the tracker waits for and
 * the tracker's sending half, the page's one click listener (lib/analytics/clicks.ts), notes the campaign of each address
 * (UTM values, purchase_source), sets the influencer cookie on influencer pages, and loads the
 * consent panel and the lead-capture modal only when they are to show.
 */
export function ConsentRoot({ subscribe }: { subscribe: SubscribeOperation }) {
  const pathname = usePathname();
  const [Panel, setPanel] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  const [lead, setLead] = useState<{ Modal: Lead; trigger: LeadTrigger } | null>(null);
  const [leadShown, setLeadShown] = useState(false);

  useEffect(() => {
    markConsentReady();
    // The tracker's sending half, at once (no delayed load), off the first load.
    void loadSender();
    const stopClicks = listenForClicks();
    const open = () => void import("./ConsentPanel").then(({ ConsentPanel }) => setPanel(() => ConsentPanel));
    addEventListener(CONSENT_OPEN_EVENT, open);
    return () => {
      stopClicks();
      removeEventListener(CONSENT_OPEN_EVENT, open);
    };
  }, []);

  useEffect(() => {
    // The address's campaign, and the influencer an influencer landing page names (its slug).
    const search = location.search;
    const influencer = document.querySelector("[data-influencer]")?.getAttribute("data-influencer") ?? null;
    void loadSender().then((sender) => sender.noteCampaign(search, influencer));
  }, [pathname]);

  useEffect(() => {
    if (leadShown) return;
    let stop = () => {};
    let cancelled = false;
    const show = (trigger: LeadTrigger) => {
      setLeadShown(true);
      void import("@/components/lead-capture/LeadCaptureModal").then(({ LeadCaptureModal }) =>
        setLead({ Modal: LeadCaptureModal, trigger }),
      );
    };
    // The lead-capture rules and timers load once the page is idle.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() =>
      import("@/components/lead-capture/rules").then(({ watchForLeadCapture }) => {
        if (!cancelled) stop = watchForLeadCapture(pathname, show);
      }),
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [pathname, leadShown]);

  return (
    <>
      {Panel && <Panel onClose={() => setPanel(null)} />}
      {lead && <lead.Modal subscribe={subscribe} trigger={lead.trigger} onDone={() => setLead(null)} />}
    </>
  );
}
