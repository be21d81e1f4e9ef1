"use client";

import { type ComponentType, useEffect, useState } from "react";

import type { SubscribeOperation } from "@/components/lead-capture/LeadCaptureModal";
import { type LeadTrigger, watchForLeadCapture } from "@/components/lead-capture/rules";
import { CONSENT_OPEN_EVENT } from "@/lib/consent/signals";

type Lead = ComponentType<{ subscribe: SubscribeOperation; trigger: LeadTrigger; onDone: () => void }>;
type Props = { subscribe: SubscribeOperation; pathname: string; openPanel: boolean };

/**
 * The consent panel and the lead-capture modal, each loaded when it is to show. This part of the
 * consent root is itself loaded once the page is idle (or at the first request for the panel):
 * neither dialog has a place in a page's first load.
 */
export function Overlays({ subscribe, pathname, openPanel }: Props) {
  const [Panel, setPanel] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  const [lead, setLead] = useState<{ Modal: Lead; trigger: LeadTrigger } | null>(null);
  const [leadShown, setLeadShown] = useState(false);

  useEffect(() => {
    const open = () => void import("./ConsentPanel").then(({ ConsentPanel }) => setPanel(() => ConsentPanel));
    if (openPanel) open();
    addEventListener(CONSENT_OPEN_EVENT, open);
    return () => removeEventListener(CONSENT_OPEN_EVENT, open);
  }, [openPanel]);

  useEffect(() => {
    if (leadShown) return;
    return watchForLeadCapture(pathname, (trigger) => {
      setLeadShown(true);
      void import("@/components/lead-capture/LeadCaptureModal").then(({ LeadCaptureModal }) =>
        setLead({ Modal: LeadCaptureModal, trigger }),
      );
    });
  }, [pathname, leadShown]);

  return (
    <>
      {Panel && <Panel onClose={() => setPanel(null)} />}
      {lead && <lead.Modal subscribe={subscribe} trigger={lead.trigger} onDone={() => setLead(null)} />}
    </>
  );
}
