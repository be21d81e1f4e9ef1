"use client";

import { ErrorView } from "@/components/errors/ErrorView";

import "./globals.css";

export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <ErrorView
          code="500"
          heading="Something went wrong"
          text="Sorry, something went wrong. Please try again later."
          homeHref="/"
          homeLabel="Back to the shop"
        />
      </body>
    </html>
  );
}
