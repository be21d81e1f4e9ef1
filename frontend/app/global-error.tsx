"use client";

import { ServerErrorView } from "@/components/errors/ServerErrorView";

import "./globals.css";

// Replaces the root layout when the layout itself fails, so it brings its own <html>.
export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <ServerErrorView />
      </body>
    </html>
  );
}
