// Which variant a request for a tested page gets, and how it is served: pure, for the proxy.
import { assign, cryptoRandom } from "./assign";
import { mayParticipate } from "./consent";
import { type ExperimentVariant, type RunningExperiment, VARIANT_COOKIE_PREFIX, VARIANT_ROUTE } from "./types";

export type ExperimentRequest = {
  pathname: string;
  /** The experiment_preview parameter (a variant's slug), or null. */
  preview: string | null;
  cookie: (name: string) => string | undefined;
  userAgent: string | null;
};

export type Decision = {
  experiment: RunningExperiment;
  variant: ExperimentVariant;
  /** Where the request is served from, the visitor's URL unchanged; null: the page itself. */
  rewritePath: string | null;
  /** The rw_exp_<id> cookie to write (a new assignment), or null. */
  cookie: { name: string; value: string } | null;
  /** A visitor's view (Experiment Viewed fires); false for a marketer's preview. */
  isVisit: boolean;
};

// Crawlers always get the control: the tested URL keeps one content for search engines, and no
// variant is indexed as a duplicate.
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;

export function variantCookieName(experimentId: number): string {
  return `${VARIANT_COOKIE_PREFIX}${experimentId}`;
}

/** The internal route a revision variant renders on: /experiment-variant/<id>/<slug>/<path>. */
export function variantRoutePath(experiment: RunningExperiment, variant: ExperimentVariant, pathname: string): string {
  return `${VARIANT_ROUTE}/${experiment.id}/${encodeURIComponent(variant.slug)}${pathname}`;
}

export function isVariantRoute(pathname: string): boolean {
  return pathname === VARIANT_ROUTE || pathname.startsWith(`${VARIANT_ROUTE}/`);
}

function servedFrom(experiment: RunningExperiment, variant: ExperimentVariant, pathname: string): string | null {
  if (variant.kind === "page" && variant.path) return variant.path;
  if (variant.kind === "revision") return variantRoutePath(experiment, variant, pathname);
  return null;
}

export function decide(
  request: ExperimentRequest,
  experiments: RunningExperiment[],
  random: () => number = cryptoRandom,
): Decision | null {
  const experiment = experiments.find((candidate) => candidate.path === request.pathname);
  if (!experiment) return null;
  if (request.preview !== null) {
    const variant = experiment.variants.find((candidate) => candidate.slug === request.preview);
    if (!variant) return null;
    return { experiment, variant, rewritePath: servedFrom(experiment, variant, request.pathname), cookie: null, isVisit: false };
  }
  if (request.userAgent && CRAWLER.test(request.userAgent)) return null;
  // Without analytics consent (opt-in: not given; opt-out: refused) the visitor is no participant:
  // the control, no cookie, no Experiment Viewed.
  if (!mayParticipate(request.cookie)) return null;
  const name = variantCookieName(experiment.id);
  const assignment = assign(experiment, request.cookie(name), random);
  if (!assignment) return null;
  const { variant, isNew } = assignment;
  return {
    experiment,
    variant,
    rewritePath: servedFrom(experiment, variant, request.pathname),
    cookie: isNew ? { name, value: variant.slug } : null,
    isVisit: true,
  };
}
