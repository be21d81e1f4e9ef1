// The storefront's layers, which `npx eslint .` (and so `make test`) enforces:
//   app → components → lib: lib never imports components or app; components never import app.
//   lib/<domain> folders form levels: a domain imports only domains on a lower level, so no two
//   domains can import each other, however indirectly. A domain that needs one on its own or a
//   higher level moves up (or the shared piece moves down); a new domain joins the level above
//   everything it imports (eslint refuses to run while a domain is on no level).
import { readdirSync } from "node:fs";

/** lib's domains, lowest level first (a root file such as lib/config.ts is a domain of its own). */
export const LIB_LEVELS = [
  ["config", "design", "help", "money", "referrals", "reviews", "routing", "validation"],
  ["graphql", "subscriptions", "ui"],
  ["build", "cms", "product", "recaptcha", "session"],
  ["cart", "consent", "privacy", "quiz", "seo"],
  ["account-access", "analytics", "search"],
  ["account", "experiments", "layout"],
  ["checkout", "consultations", "rewards"],
];

const domainsOnDisk = readdirSync(new URL("./lib", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || /^[^.]+\.tsx?$/.test(entry.name))
  .map((entry) => entry.name.replace(/\.tsx?$/, ""));
const unlevelled = domainsOnDisk.filter((domain) => !LIB_LEVELS.flat().includes(domain));
if (unlevelled.length) {
  throw new Error(`eslint.layers.mjs: put lib/${unlevelled.join(", lib/")} on a level of LIB_LEVELS.`);
}

/** The path of a domain: its folder, or its root file (lib/config.ts, lib/money.ts). */
const domainPaths = (domain) => [`./lib/${domain}{/**,.ts,.tsx}`];

function domainZones() {
  return LIB_LEVELS.flatMap((level, index) => {
    const notBelow = LIB_LEVELS.slice(index).flat();
    return level.map((domain) => ({
      target: domainPaths(domain),
      from: notBelow.filter((other) => other !== domain).flatMap(domainPaths),
      message: `lib/${domain} is on level ${index} of eslint.layers.mjs: it imports only domains on a lower level.`,
    }));
  });
}

export const layerRules = [
  {
    files: ["app/**", "components/**", "lib/**"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./lib/**", from: ["./components/**", "./app/**"], message: "lib is below components and app." },
            { target: "./components/**", from: "./app/**", message: "components are below app." },
            ...domainZones(),
          ],
        },
      ],
    },
  },
];
