// Assignment: a visitor keeps the variant their cookie names; anyone else gets one drawn by weight.
import type { ExperimentVariant, RunningExperiment } from "./types";

/** A uniform number in [0, 1) from the platform's cryptographic generator. */
export function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}

/** The variant a draw in [0, 1) lands on, by weight (weights need not add up to exactly 100). */
export function pickVariant(variants: ExperimentVariant[], random: () => number = cryptoRandom): ExperimentVariant | null {
  const total = variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  if (!variants.length || total <= 0) return null;
  let point = random() * total;
  for (const variant of variants) {
    point -= Math.max(0, variant.weight);
    if (point < 0) return variant;
  }
  return variants[variants.length - 1];
}

export type Assignment = { variant: ExperimentVariant; /** the cookie must be (re)written */ isNew: boolean };

/** The visitor's variant: the one their cookie names if it still exists, else a fresh draw. */
export function assign(
  experiment: RunningExperiment,
  cookieValue: string | undefined,
  random: () => number = cryptoRandom,
): Assignment | null {
  const kept = cookieValue ? experiment.variants.find((variant) => variant.slug === cookieValue) : undefined;
  if (kept) return { variant: kept, isNew: false };
  const drawn = pickVariant(experiment.variants, random);
  return drawn ? { variant: drawn, isNew: true } : null;
}
