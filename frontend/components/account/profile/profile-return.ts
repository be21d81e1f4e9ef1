"use client";

import { useRouter } from "next/navigation";

import type { Outcome } from "@/components/forms/use-mutation-form";

export const PROFILE_HREF = "/account/profile/";

/** How the address and card forms end once saved: back to the profile, the form busy until it
 * shows. */
export function useReturnToProfile(): () => Outcome {
  const router = useRouter();
  return () => {
    router.push(PROFILE_HREF);
    return { ok: true, leaving: true };
  };
}
