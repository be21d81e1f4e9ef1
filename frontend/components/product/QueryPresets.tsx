"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useEffectEvent } from "react";

type Query = { get(name: string): string | null };

const NO_QUERY: Query = new URLSearchParams();

/**
 * Hands the page's query string to `onQuery` after the page has loaded, and again whenever it
 * changes. Product pages are rendered once and cached for everyone, so the query is read in the
 * browser only: render this inside <Suspense> and the rest of the page stays static.
 */
export function QueryPresets({ onQuery }: { onQuery: (query: Query) => void }) {
  const searchParams = useSearchParams();
  const apply = useEffectEvent(onQuery);
  useEffect(() => apply(searchParams ?? NO_QUERY), [searchParams]);
  return null;
}
