"use client";

import { Suspense, useEffect } from "react";

import { BRAND_VARIANT_ATTRIBUTE } from "@/lib/experiments/brand-variant";
import { useBrandVariant } from "@/lib/experiments/use-brand-variant";

function BrandVariantAttribute() {
  const variant = useBrandVariant();
  useEffect(() => {
    document.documentElement.setAttribute(BRAND_VARIANT_ATTRIBUTE, variant);
  }, [variant]);
  return null;
}

/**
 * Keeps data-brand-variant on <html> in step with the address (men, app or master). Renders
 * nothing; mount it once anywhere in the root layout's <body>. It brings its own Suspense
 * boundary, so reading the query never turns the rest of the page into client rendering.
 */
export function BrandVariantMarker() {
  return (
    <Suspense fallback={null}>
      <BrandVariantAttribute />
    </Suspense>
  );
}
