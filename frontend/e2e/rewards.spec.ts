import { expect, test } from "@playwright/test";

import { backend, hydrated, staffLogIn } from "./helpers";
import { api, signInWithToken, subscribedCustomer } from "./shop-api";

// Loyalty rewards (issue 17): the demo campaigns offer a new monthly Core subscriber rewards at
// once, so a customer who subscribes through the API (as checkout does) has them to take up. This
// spec needs among them a pick_your_booster campaign for a new monthly Core for Women subscriber
// (min_renewals 0), as the demo data (fixtures) is to have.

type Offer = {
  segment_id: number;
  reward_type: string;
  is_accepted: boolean;
  booster_list: string[];
  reward_price: { value: string } | null;
};

const dollars = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a subscriber sees the pencil banner, picks a booster, and sees it in the next shipment's estimate", async ({
  page,
  request,
  baseURL,
}) => {
  const { subscriptionId, token } = await subscribedCustomer(request, backend);
  const { customerCampaigns, customer } = await api<{
    customerCampaigns: Offer[];
    customer: { next_reward: { reward_type: string; pencil_banner_text: string } | null };
  }>(
    request,
    token,
    "AccountRewards",
  );
  const offer = customerCampaigns.find((candidate) => candidate.reward_type === "pick_your_booster" && !candidate.is_accepted);
  expect(offer, "the demo campaigns offer a new monthly subscriber a booster").toBeTruthy();
  expect(customer.next_reward).not.toBeNull();
  const { products } = await api<{ products: { sku: string; name: string; price: { value: string } }[] }>(
    request,
    token,
    "RewardProducts",
    { skus: offer!.booster_list },
  );
  const booster = products[0];
  const rewardPrice = Number(offer!.reward_price?.value ?? booster.price.value);

  // The pencil banner of the next reward, under the header, for signed-in customers.
  await signInWithToken(page, token, baseURL!);
  await page.goto("/account/");
  await hydrated(page);
  const banner = page.getByRole("complementary", { name: "Your rewards" });
  await expect(banner).toHaveAttribute("data-pencil-banner", customer.next_reward!.reward_type);
  const link = banner.getByRole("link");
  await expect(link).toHaveText(customer.next_reward!.pencil_banner_text);
  await expect
    .poll(() => page.evaluate(() => (window.rootwellAnalytics ?? []).map((entry) => entry.event)))
    .toContain("Account Notification Shown");
  await link.click();
  await page.waitForURL(/\/account\/rewards\//);

  // The booster offer on the rewards page, then its page.
  await page.goto("/account/rewards/");
  await page.locator(`#reward-${offer!.segment_id}`).getByRole("link", { name: "Choose a Booster" }).click();
  await page.waitForURL(`**/account/rewards/booster-selection/${offer!.segment_id}/`);
  await hydrated(page);
  const asItIs = page.locator("[data-estimate-total]");
  await expect(asItIs).toHaveText(/^\$\d/);
  const before = dollars(await asItIs.textContent());
  await page.getByRole("group", { name: "Choose your booster" }).getByRole("radio", { name: new RegExp(literally(booster.name)) }).check();
  await expect(page.locator("[data-reward-addition]")).toContainText(booster.name);
  await page.getByRole("button", { name: "Accept Booster" }).click();

  await page.waitForURL(/\/account\/rewards\/$/);
  await expect(page.getByText(new RegExp(`^${literally(booster.name)} will ship with your next shipment`))).toBeVisible();
  await expect(page.getByRole("region", { name: "Accepted" })).toContainText(`You chose ${booster.name}.`);
  // Accepted: its page no longer offers it.
  await page.goto(`/account/rewards/booster-selection/${offer!.segment_id}/`);
  await expect(page.getByText("This reward is not available in your account.")).toBeVisible();

  // The subscription's next shipment lists it, and the shop's estimate counts it in.
  await page.goto(`/account/subscriptions/${subscriptionId}/`);
  const next = page.getByRole("region", { name: "Next Shipment" });
  await expect(next.locator("[data-next-rewards]")).toContainText(booster.name);
  const total = next.locator("[data-estimate-total]");
  await expect(total).toHaveText(/^\$\d/);
  expect(dollars(await total.textContent())).toBeCloseTo(before + rewardPrice, 2);
});

test("an offer that is not the customer's says so, with the way back", async ({ page, request, baseURL }) => {
  const { token } = await subscribedCustomer(request, backend);
  await signInWithToken(page, token, baseURL!);
  for (const path of ["/account/rewards/booster-selection/999999/", "/account/rewards/upgrade-confirmation/abc/"]) {
    await page.goto(path);
    await expect(page.getByText("This reward is not available in your account.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Rewards" })).toHaveAttribute("href", "/account/rewards/");
  }
});

test("a marketer creates a campaign in the dashboard and a subscriber then sees it in their rewards", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { token } = await subscribedCustomer(request, backend);
  const segment = `e2e_gift_${Date.now()}`;
  const title = `A free scalp serum ${Date.now()}`;

  // The marketer signs in to the dashboard and creates a free-gift campaign for every subscriber.
  await staffLogIn(page);
  await page.goto(`${backend}/dashboard/campaigns/`);
  await page.getByRole("link", { name: "Create a campaign" }).click();
  const form = page.locator("#campaign_form");
  await form.getByLabel("Segment name").fill(segment);
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Reward type").selectOption({ label: "Free gift" });
  await form.getByLabel("Pencil banner text").fill("A gift from the marketer");
  await form.getByLabel("Gift skus").fill("RW-SCALP-SERUM-N01");
  await form.getByLabel("Priority").fill("1");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Campaign ${segment} created.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(segment) })).toBeVisible();

  // The subscriber finds it among their rewards without anyone deploying anything.
  const customer = await browser.newPage();
  await signInWithToken(customer, token, baseURL!);
  await customer.goto("/account/rewards/");
  const card = customer.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Choose a Gift" })).toBeVisible();
});
