import type { Metadata } from "next";
import type { ReactNode } from "react";

import { ConsentRoot } from "@/components/consent/ConsentRoot";
import { ExperimentViewed } from "@/components/experiments/ExperimentViewed";
import { BrandVariantMarker } from "@/components/routing/BrandVariantMarker";
import { ScrollManager } from "@/components/routing/ScrollManager";
import { currentBuildId } from "@/lib/build/current-build";
import { DEFAULT_DESCRIPTION, siteUrl } from "@/lib/config";
import { browserOperation } from "@/lib/graphql/browser-operation";
import { SubscribeForNewslettersDocument } from "@/lib/graphql/generated/graphql";

import "./globals.css";

// A function, so the public origin is read where the storefront runs, not where it was built.
export function generateMetadata(): Metadata {
  return {
    // Pages name their canonical address and share image by path; this makes them absolute.
    metadataBase: new URL(siteUrl()),
    title: { default: "Rootwell", template: "%s | Rootwell" },
    description: DEFAULT_DESCRIPTION,
    icons: { icon: "/assets/icons/icon-48.png", apple: "/assets/icons/icon-192.png" },
  };
}

// Header and footer depend on the page's layout fields, so each page draws them (StorefrontShell).
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The build this page came from, for the new-build check after a navigation (ScrollManager).
    <html lang="en" data-build={currentBuildId() ?? undefined}>
      <body>
        {children}
        <ScrollManager />
        <BrandVariantMarker />
        <ExperimentViewed />
        <ConsentRoot subscribe={browserOperation(SubscribeForNewslettersDocument)} />
      </body>
    </html>
  );
}
