import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

import { layerRules } from "./eslint.layers.mjs";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...layerRules,
  { ignores: [".next/**", "node_modules/**", "lib/graphql/generated/**", "lib/analytics/generated/**", "next-env.d.ts", "playwright-report/**", "test-results/**"] },
];

export default config;
