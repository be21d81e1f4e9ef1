"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import type { SubscribeOperation } from "@/components/lead-capture/LeadCaptureModal";
import { listenForClicks } from "@/lib/analytics/clicks";
import { loadSender } from "@/lib/analytics/tracker";
import { whenIdle } from "@/lib/ui/when-idle";
import { CONSENT_OPEN_EVENT, markConsentReady } from "@/lib/consent/signals";

import type { Overlays as OverlaysType } from "./Overlays";

/**
 * On every page, drawing nothing until asked: starts the consent tool the tracker waits for and
 * the tracker's sending half, the page's one click listener (lib/analytics/clicks.ts), notes each
 * address's campaign (UTM values, purchase_source) and influencer (influencer landing pages), and
 * once the page is idle loads the overlays: the consent panel and the lead-capture modal, each
 * loaded in turn only when it is to show.
 */
export function ConsentRoot({ subscribe }: { subscribe: SubscribeOperation }) {
  const pathname = usePathname();
  const [overlays, setOverlays] = useState<{ Overlays: typeof OverlaysType; openPanel: boolean } | null>(null);

  useEffect(() => {
    markConsentReady();
    // The tracker's sending half, at once (no delayed load), off the first load.
    void loadSender();
    const stopClicks = listenForClicks();
    const load = (openPanel: boolean) =>
      void import("./Overlays").then(({ Overlays }) =>
        // A request for the panel wins over the idle load, whichever comes first.
        setOverlays((loaded) => (loaded && (loaded.openPanel || !openPanel) ? loaded : { Overlays, openPanel })),
      );
    // The panel asked for before the overlays came: they open it as they come.
    const open = () => load(true);
    addEventListener(CONSENT_OPEN_EVENT, open, { once: true });
    whenIdle(() => load(false));
    return () => {
      stopClicks();
      removeEventListener(CONSENT_OPEN_EVENT, open);
    };
  }, []);

  useEffect(() => {
    const search = location.search;
    const influencer = document.querySelector("[data-influencer]")?.getAttribute("data-influencer") ?? null;
    void loadSender().then((sender) => sender.noteCampaign(search, influencer));
  }, [pathname]);

  if (!overlays) return null;
  const { Overlays, openPanel } = overlays;
  return <Overlays subscribe={subscribe} pathname={pathname} openPanel={openPanel} />;
}
