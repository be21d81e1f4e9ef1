/** A running experiment as the proxy holds it (the backend's running_experiments). */
export type ExperimentVariant = {
  slug: string;
  name: string;
  /** Percent of the tested page's visitors; a running experiment's weights add up to 100. */
  weight: number;
  /** control: the live page; page: another page (path); revision: the internal variant route. */
  kind: string;
  path?: string | null;
};

export type RunningExperiment = {
  id: number;
  name: string;
  /** The tested page's storefront path ("/", "/shop-duos/"). */
  path: string;
  variants: ExperimentVariant[];
};

/** The variant cookie of an experiment: rw_exp_<id>, its value the variant's slug (90 days). */
export const VARIANT_COOKIE_PREFIX = "rw_exp_";
export const VARIANT_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;
/** The experiments of the paths just served, for Experiment Viewed: encoded JSON
 * {path: [experiment id, experiment name, variant name]}. Session cookie, readable by the page.
 * Named apart from the rw_exp_<id> cookies, which the backend reads as the visitor's variants. */
export const VIEW_COOKIE = "rw_view_exp";
/** The internal route revision variants render on; answered 404 when asked for from outside. */
export const VARIANT_ROUTE = "/experiment-variant";
/** Marketers' preview: this query parameter shows a variant without assigning the visitor. */
export const PREVIEW_PARAM = "experiment_preview";
