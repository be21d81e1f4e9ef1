/** The breakpoints and timings scripts need (CSS has them in styles/tokens.css). */
export const breakpoints = {
  small: 480,
  medium: 768,
  large: 1024,
  xLarge: 1280,
  xxLarge: 1520,
  ipad: 1069,
} as const;

/** The desktop navigation replaces the mobile one from this width. */
export const DESKTOP_MIN_WIDTH = breakpoints.large;
/** Where the mobile navigation opens when the header bar cannot be measured. */
export const MOBILE_NAV_OFFSET = 96;
/** The header gets its scrolled marker past this many pixels. */
export const HEADER_SCROLLED_THRESHOLD = 85;
