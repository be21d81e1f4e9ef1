"use client";

import { lazyIsland } from "@/lib/ui/lazy-island";

// The header's, footer's and session's islands (chrome-islands.ts) come in one chunk of their own
// rather than with every page's first load; the server draws them in full, so the page looks the
// same before they hydrate.
const chrome = () => import("./chrome-islands");

export const AccountIconLinkIsland = lazyIsland(() => chrome().then((module) => module.AccountIconLink));
export const ByRoleIsland = lazyIsland(() => chrome().then((module) => module.ByRole));
export const CustomerSessionProbeIsland = lazyIsland(() => chrome().then((module) => module.CustomerSessionProbe));
export const PersonalizedTextIsland = lazyIsland(() => chrome().then((module) => module.PersonalizedText));
export const SessionMessagesSlotIsland = lazyIsland(() => chrome().then((module) => module.SessionMessagesSlot));
export const CartIconLinkIsland = lazyIsland(() => chrome().then((module) => module.CartIconLink));
export const LazyNewsletterIsland = lazyIsland(() => chrome().then((module) => module.LazyNewsletter));
export const QuizCtaIsland = lazyIsland(() => chrome().then((module) => module.QuizCta));
export const SearchButtonIsland = lazyIsland(() => chrome().then((module) => module.SearchButton));
export const RewardsBannerSlotIsland = lazyIsland(() => chrome().then((module) => module.RewardsBannerSlot));
export const StickyHeaderScrollIsland = lazyIsland(() => chrome().then((module) => module.StickyHeaderScroll));
export const DesktopNavBehaviourIsland = lazyIsland(() => chrome().then((module) => module.DesktopNavBehaviour));
export const MobileNavIsland = lazyIsland(() => chrome().then((module) => module.MobileNav));
