import type { Metadata } from "next";
import type { ReactNode } from "react";

import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { DEFAULT_DESCRIPTION } from "@/lib/config";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Rootwell", template: "%s | Rootwell" },
  description: DEFAULT_DESCRIPTION,
  icons: { icon: "/assets/icons/icon-48.png", apple: "/assets/icons/icon-192.png" },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
      </body>
    </html>
  );
}
