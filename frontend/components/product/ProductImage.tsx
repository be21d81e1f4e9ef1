import { getImageProps } from "next/image";
import { preload } from "react-dom";

import { storefrontMediaUrl } from "@/lib/cms/media";

import styles from "./ProductImage.module.css";

const SIZES = "(min-width: 1024px) 560px, 100vw";

/**
 * The product's main image in a square frame that holds its space before the image arrives (no
 * layout shift), resized by next/image. It is the page's largest paint, so it is preloaded and
 * fetched first. getImageProps renders a plain <img> on the server: no image component ships to
 * the browser. An image on another host is shown as it is; a product without one shows none.
 */
export function ProductImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const url = src ? storefrontMediaUrl(src) : null;
  if (!url) return null;
  const { props } = getImageProps({
    src: url,
    alt,
    fill: true,
    sizes: SIZES,
    loading: "eager",
    fetchPriority: "high",
    unoptimized: !url.startsWith("/"),
  });
  preload(props.src, {
    as: "image",
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    fetchPriority: "high",
  });
  return (
    <div className={styles.frame}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props (getImageProps), alt among them. */}
      <img {...props} className={styles.image} />
    </div>
  );
}
