import { storefrontMediaUrl, storefrontSrcSet } from "@/lib/cms/media";

import styles from "./blocks.module.css";

/** What the block fragments ask for: one sized rendition plus the widths the browser may pick. */
export type SizedImage = {
  rendition?: { url: string; width: number; height: number } | null;
  src_set?: string | null;
};

type Props = {
  image: SizedImage | null | undefined;
  /** Empty for a decorative image, which screen readers then skip. */
  alt: string;
  /** How wide the image is shown, for the browser to pick a size, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
};

/** A CMS image with its intrinsic size set (no layout shift), served from the storefront's origin. */
export function CmsImage({ image, alt, sizes, priority = false, className }: Props) {
  const rendition = image?.rendition;
  if (!rendition) return null;
  const srcSet = storefrontSrcSet(image.src_set);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the CMS already makes the sized copies.
    <img
      className={className}
      src={storefrontMediaUrl(rendition.url)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={rendition.width}
      height={rendition.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}

/** The image half of a split block (image with text, product teaser): half the width from 768 px. */
export function SplitImage({ image, alt }: { image: SizedImage | null | undefined; alt: string }) {
  return <CmsImage className={styles.splitImage} image={image} alt={alt} sizes="(min-width: 768px) 50vw, 100vw" />;
}
