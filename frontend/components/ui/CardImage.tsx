import { getImageProps } from "next/image";

import { storefrontMediaUrl } from "@/lib/cms/media";

import styles from "./CardImage.module.css";

type Props = {
  /** The image's path in the shop's media; without one, the frame stands empty. */
  src: string | null;
  /** The frame's class: its shape and the colour shown while the image loads. */
  frameClassName: string;
  /** Width and height in pixels of the square image fetched. */
  size: number;
  /** The image's displayed width per viewport, for the browser's choice of source. */
  sizes: string;
  eager?: boolean;
};

/** A product's square picture in a product card, decorative: the product's name beside it is the link. */
export function CardImage({ src, frameClassName, size, sizes, eager = false }: Props) {
  const url = src ? storefrontMediaUrl(src) : null;
  if (!url) return <div className={frameClassName} />;
  // getImageProps renders a plain <img> on the server: no image component ships to the browser.
  const { props } = getImageProps({
    src: url,
    alt: "",
    width: size,
    height: size,
    sizes,
    loading: eager ? "eager" : "lazy",
    unoptimized: !url.startsWith("/"),
  });
  return (
    <div className={frameClassName}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- decorative: the product's name is the link. */}
      <img {...props} className={styles.image} />
    </div>
  );
}
