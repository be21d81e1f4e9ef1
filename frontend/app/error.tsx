"use client";

import { ErrorView } from "@/components/errors/ErrorView";

export default function ServerError() {
  return (
    <ErrorView
      code="500"
      heading="Something went wrong"
      text="Sorry, something went wrong. Please try again later."
      homeHref="/"
      homeLabel="Back to the shop"
    />
  );
}
