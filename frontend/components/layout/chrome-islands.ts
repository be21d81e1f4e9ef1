// The page chrome's client islands, together in one chunk that every storefront page fetches once
// it has hydrated its first-load code (see ChromeIslands): one request and one loader for them all.
export { AccountIconLink } from "@/components/account-access/AccountIconLink";
export { ByRole } from "@/components/account-access/ByRole";
export { CustomerSessionProbe } from "@/components/account-access/CustomerSessionProbe";
export { PersonalizedText } from "@/components/account-access/PersonalizedText";
export { SessionMessagesSlot } from "@/components/account-access/SessionMessagesSlot";
export { CartIconLink } from "@/components/cart/CartIconLink";
export { LazyNewsletter } from "@/components/newsletter/LazyNewsletter";
export { QuizCta } from "@/components/quiz/QuizCta";
export { SearchButton } from "@/components/search/SearchButton";
export { RewardsBannerSlot } from "./header/RewardsBannerSlot";
export { StickyHeaderScroll } from "./header/StickyHeaderScroll";
export { DesktopNavBehaviour } from "./navigation/DesktopNavBehaviour";
export { MobileNav } from "./navigation/MobileNav";
