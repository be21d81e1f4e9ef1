import { describe, expect, it } from "vitest";

import { rewardOffer } from "@/test-data/rewards";

import { daysLeftLabel, parseRewardId, pencilBanner, rewardHref, rewardsView, SUBPUSH_TEXT } from "./rewards";

const active = [{ status: "active" }];

describe("rewardHref", () => {
  it("sends each reward type to where it is taken up", () => {
    expect(rewardHref("pick_your_booster", 4)).toBe("/account/rewards/booster-selection/4/");
    expect(rewardHref("free_gift", 5)).toBe("/account/rewards/gift-selection/5/");
    expect(rewardHref("upgrade_booster", 6)).toBe("/account/rewards/upgrade-confirmation/6/");
    expect(rewardHref("pay_it_forward", 7)).toBe("/account/rewards/#reward-7");
    expect(rewardHref("refer_a_friend", null)).toBe("/account/rewards/#referral");
    expect(rewardHref("subpush")).toBe("/products/");
  });
});

describe("daysLeftLabel", () => {
  it("counts whole days and says when it is the last one", () => {
    expect(daysLeftLabel(0)).toBe("Last day");
    expect(daysLeftLabel(1)).toBe("1 day left");
    expect(daysLeftLabel(12)).toBe("12 days left");
    expect(daysLeftLabel(-3)).toBe("Last day");
  });
});

describe("parseRewardId", () => {
  it("reads positive ids only", () => {
    expect(parseRewardId("12")).toBe(12);
    for (const bad of ["0", "012", "abc", "1e3", "99999999999"]) expect(parseRewardId(bad)).toBeNull();
  });
});

describe("rewardsView", () => {
  const gift = rewardOffer({ segment_id: 1, reward_type: "free_gift", title: "Gift" });
  const upgrade = rewardOffer({ segment_id: 2, reward_type: "upgrade_booster", title: "Upgrade", upgrade_interval: 3 });
  const booster = rewardOffer({ segment_id: 3, reward_type: "pick_your_booster", title: "Booster" });
  const forward = rewardOffer({ segment_id: 4, reward_type: "pay_it_forward", title: "Forward" });
  const accepted = rewardOffer({ segment_id: 5, is_accepted: true, booster_accepted_list: ["RW-BIOTIN-1M-S01"] });
  const used = rewardOffer({ segment_id: 6, reward_type: "free_gift", is_accepted: true, is_used: true });

  it("puts the API's next reward first and lists the others in the spec's order", () => {
    const view = rewardsView({
      open: [gift, upgrade, booster, forward, accepted],
      all: [used, accepted, gift, upgrade, booster, forward],
      nextReward: { reward_type: "free_gift", segment_id: 1, pencil_banner_text: "" },
    });
    expect(view.next).toEqual({ kind: "offer", offer: gift });
    expect(view.selectable.map((offer) => offer.reward_type)).toEqual(["pay_it_forward", "pick_your_booster", "upgrade_booster"]);
    // Waiting for the next shipment first, then what already shipped; each once.
    expect(view.accepted.map((offer) => offer.segment_id)).toEqual([5, 6]);
  });

  it("makes refer-a-friend the next reward when the API says so", () => {
    const view = rewardsView({
      open: [accepted],
      all: [accepted],
      nextReward: { reward_type: "refer_a_friend", segment_id: null, pencil_banner_text: "Refer" },
    });
    expect(view.next).toEqual({ kind: "refer_a_friend" });
    expect(view.selectable).toEqual([]);
  });

  it("has nothing to show when there are no offers", () => {
    expect(rewardsView({ open: [], all: [], nextReward: null })).toEqual({ next: null, selectable: [], accepted: [] });
  });
});

describe("pencilBanner", () => {
  it("shows the next reward's banner text, linking to its page", () => {
    expect(pencilBanner({ reward_type: "pick_your_booster", segment_id: 9, pencil_banner_text: "Pick a booster" }, active)).toEqual({
      type: "pick_your_booster",
      name: "pencil_banner_pick_your_booster",
      key: "pick_your_booster:9",
      text: "Pick a booster",
      href: "/account/rewards/booster-selection/9/",
    });
    expect(pencilBanner({ reward_type: "refer_a_friend", segment_id: null, pencil_banner_text: "Refer" }, active)?.href).toBe(
      "/account/rewards/#referral",
    );
  });

  it("pushes a subscription to a customer without one that renews", () => {
    for (const subscriptions of [[], [{ status: "canceled" }]]) {
      const banner = pencilBanner({ reward_type: "free_gift", segment_id: 1, pencil_banner_text: "Gift" }, subscriptions);
      expect(banner).toMatchObject({ type: "subpush", text: SUBPUSH_TEXT, href: "/products/" });
    }
  });

  it("shows nothing to a subscriber without a reward, or for an unknown type", () => {
    expect(pencilBanner(null, active)).toBeNull();
    expect(pencilBanner({ reward_type: "mystery", segment_id: 1, pencil_banner_text: "?" }, active)).toBeNull();
  });
});
