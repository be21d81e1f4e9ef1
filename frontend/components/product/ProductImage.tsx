import Image from "next/image";

import { storefrontMediaUrl } from "@/lib/cms/media";

import styles from "./ProductImage.module.css";

/**
 * The product's main image in a square frame that holds its space before the image arrives (no
 * layout shift). It is the page's largest paint, so it loads first. Images on the storefront's
 * own origin are resized by next/image; one from another host is shown as it is.
 */
export function ProductImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  const url = src ? storefrontMediaUrl(src) : null;
  return (
    <div className={styles.frame}>
      {url && (
        <Image
          src={url}
          alt={alt}
          fill
          preload
          sizes="(min-width: 1024px) 560px, 100vw"
          className={styles.image}
          unoptimized={!url.startsWith("/")}
        />
      )}
    </div>
  );
}
