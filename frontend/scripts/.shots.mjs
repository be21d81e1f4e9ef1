import { chromium } from "@playwright/test";

const base = process.env.BASE ?? "http://127.0.0.1:3400";
const gql = async (query, variables = {}, token) => {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()).data;
};
const { generateCustomerToken } = await gql(
  'mutation { generateCustomerToken(email: "customer@rootwell.example", password: "grow-thicker-roots") { token } }',
);
const token = generateCustomerToken.token;
const { subscriptions } = await gql("{ subscriptions { subscriptions { entity_id } } }", {}, token);
const id = subscriptions.subscriptions[0].entity_id;
await gql('mutation { addProductsToCart(cartItems: [{ sku: "RW-CORE-W-3M-S01", quantity: 1 }]) { user_errors { message } } }', {}, token);

const pages = [
  ["product", "/rootwell-core-for-women/", false],
  ["home", "/account/", true],
  ["subscription", `/account/subscriptions/${id}/`, true],
  ["frequency", `/account/subscriptions/${id}/change-frequency/`, true],
  ["date", `/account/subscriptions/${id}/change-shipment-date/`, true],
  ["products", `/account/subscriptions/${id}/edit-products/`, true],
  ["address", `/account/subscriptions/${id}/edit-address/`, true],
  ["checkout", "/checkout/", true],
];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [width, height] of [[360, 800], [1280, 900]]) {
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ viewport: { width, height } });
    if (signedIn) await context.addCookies([{ name: "token", value: token, url: base, httpOnly: true }, { name: "logged_in", value: "1", url: base }]);
    const page = await context.newPage();
    for (const [name, path, needsSignIn] of pages) {
      if (needsSignIn !== signedIn && !(name === "product")) continue;
      await page.goto(base + path, { waitUntil: "networkidle" });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(`${name} ${width}px ${signedIn ? "in" : "out"}: scrollWidth ${scrollWidth}${scrollWidth > width ? " OVERFLOW" : ""}`);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}-${signedIn ? "in" : "out"}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
