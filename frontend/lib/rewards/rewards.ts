// Loyalty rewards (spec account-area §3 Campaign and reward types, §4 next reward; storefront §6
// rewards banners): which page each reward opens, the order the rewards page lists them in, and
// the header's pencil banner. The API decides which offers are open and which is next; this only
// arranges what it answered.
import type { LoyaltyCampaignFieldsFragment } from "@/lib/graphql/generated/graphql";

export type Offer = LoyaltyCampaignFieldsFragment;
export type NextReward = { reward_type: string; segment_id?: number | null; pencil_banner_text: string };

/** The rewards a customer chooses among, in the spec's order. */
export const SELECTABLE_TYPES = ["pay_it_forward", "pick_your_booster", "upgrade_booster", "free_gift"] as const;
export type SelectableType = (typeof SELECTABLE_TYPES)[number];

/** The pencil banner's types: a reward's, or `subpush` (a customer without a subscription). */
export const BANNER_TYPES = ["subpush", ...SELECTABLE_TYPES, "refer_a_friend"] as const;

export const REWARDS_PATH = "/account/rewards/";
export const REFERRAL_ANCHOR = "referral";
/** Where a refer-a-friend reward sends a customer who has no referral to show yet. */
export const REFER_A_FRIEND_PATH = "/refer-a-friend/";
/** Where the subscription push sends a customer. */
export const SUBPUSH_PATH = "/products/";

/** The reward pages under /account/rewards/, each with the reward type it serves. */
export const REWARD_PAGES = {
  "booster-selection": "pick_your_booster",
  "gift-selection": "free_gift",
  "upgrade-confirmation": "upgrade_booster",
} as const satisfies Record<string, SelectableType>;

export type RewardPage = keyof typeof REWARD_PAGES;

export function isRewardPage(value: string): value is RewardPage {
  return Object.hasOwn(REWARD_PAGES, value);
}

export function isSelectable(type: string): type is SelectableType {
  return (SELECTABLE_TYPES as readonly string[]).includes(type);
}

/** The anchor of an offer's card on the rewards page (pay it forward is done there). */
export const offerAnchor = (segmentId: number) => `reward-${segmentId}`;

/** Where a reward is taken up: its own page, or its card on the rewards page. */
export function rewardHref(type: string, segmentId?: number | null): string {
  const page = (Object.keys(REWARD_PAGES) as RewardPage[]).find((key) => REWARD_PAGES[key] === type);
  if (page && segmentId != null) return `${REWARDS_PATH}${page}/${segmentId}/`;
  if (type === "pay_it_forward" && segmentId != null) return `${REWARDS_PATH}#${offerAnchor(segmentId)}`;
  if (type === "refer_a_friend") return `${REWARDS_PATH}#${REFERRAL_ANCHOR}`;
  if (type === "subpush") return SUBPUSH_PATH;
  return REWARDS_PATH;
}

/** "Last day", "1 day left", "12 days left". */
export function daysLeftLabel(remainingLifetime: number): string {
  const days = Math.max(0, Math.floor(remainingLifetime));
  if (days === 0) return "Last day";
  return `${days} day${days === 1 ? "" : "s"} left`;
}

/** An id from a reward page's URL ("12"), or null when it cannot be one. */
export function parseRewardId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2 ** 31 - 1 ? id : null;
}

export type RewardsView = {
  /** The next reward: an open offer, or the referral programme once every offer is accepted. */
  next: { kind: "offer"; offer: Offer } | { kind: "refer_a_friend" } | null;
  /** The other open offers the customer can choose, in the spec's order. */
  selectable: Offer[];
  /** Accepted offers: waiting for the next shipment first, then those already shipped. */
  accepted: Offer[];
};

/**
 * The rewards page's sections from the API's answers: `open` is customerCampaigns (open offers
 * in next-reward order, then accepted unused ones), `all` is customerAllCampaigns (used ones too),
 * `nextReward` is customer.next_reward.
 */
export function rewardsView({
  open,
  all,
  nextReward,
}: {
  open: Offer[];
  all: Offer[];
  nextReward: NextReward | null | undefined;
}): RewardsView {
  const offered = open.filter((offer) => !offer.is_accepted && isSelectable(offer.reward_type));
  let next: RewardsView["next"] = null;
  if (nextReward?.reward_type === "refer_a_friend") next = { kind: "refer_a_friend" };
  else if (nextReward) {
    const offer = offered.find((candidate) => candidate.segment_id === nextReward.segment_id);
    if (offer) next = { kind: "offer", offer };
  }
  const nextId = next?.kind === "offer" ? next.offer.segment_id : null;
  const selectable = SELECTABLE_TYPES.flatMap((type) =>
    offered.filter((offer) => offer.reward_type === type && offer.segment_id !== nextId),
  );

  const seen = new Set<number>();
  const accepted: Offer[] = [];
  const waiting = [...open, ...all].filter((offer) => offer.is_accepted && !offer.is_used);
  const used = all.filter((offer) => offer.is_accepted && offer.is_used);
  for (const offer of [...waiting, ...used]) {
    if (seen.has(offer.segment_id)) continue;
    seen.add(offer.segment_id);
    accepted.push(offer);
  }
  return { next, selectable, accepted };
}

/** Subscriptions that still renew: a customer with one is not pushed to subscribe. */
const LIVE_STATUSES = new Set(["active", "paused", "payment_failed"]);

export type PencilBanner = {
  /** One of BANNER_TYPES. */
  type: string;
  /** What analytics reports as the notification's name. */
  name: string;
  /** Remembered when dismissed: a new reward brings the banner back. */
  key: string;
  text: string;
  href: string;
};

export const SUBPUSH_TEXT = "Subscribe and save up to 20%, and unlock member rewards with every shipment.";
const FALLBACK_TEXT = "You have a reward waiting. See your rewards.";

/**
 * The header's pencil banner for a signed-in customer: a push to subscribe when no subscription
 * of theirs renews any more, otherwise their next reward's banner; none when there is no reward.
 */
export function pencilBanner(
  nextReward: NextReward | null | undefined,
  subscriptions: { status: string }[],
): PencilBanner | null {
  if (!subscriptions.some((subscription) => LIVE_STATUSES.has(subscription.status))) {
    return { type: "subpush", name: "pencil_banner_subpush", key: "subpush", text: SUBPUSH_TEXT, href: SUBPUSH_PATH };
  }
  if (!nextReward || !(BANNER_TYPES as readonly string[]).includes(nextReward.reward_type)) return null;
  const type = nextReward.reward_type;
  return {
    type,
    name: `pencil_banner_${type}`,
    key: `${type}:${nextReward.segment_id ?? ""}`,
    text: nextReward.pencil_banner_text.trim() || FALLBACK_TEXT,
    href: rewardHref(type, nextReward.segment_id),
  };
}
