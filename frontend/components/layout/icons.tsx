/** Inline icons: decorative (aria-hidden); the control around each one carries its label. */
type IconProps = { className?: string };

const svg = { width: 24, height: 24, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.6, "aria-hidden": true, focusable: false } as const;

export function PersonIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

export function CartIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M5 7h14l-1.5 13h-11z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </svg>
  );
}

export function BurgerIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}

export function ChevronIcon({ className }: IconProps) {
  return (
    <svg {...svg} width={16} height={16} className={className}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function SearchIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

export function BackIcon({ className }: IconProps) {
  return (
    <svg {...svg} className={className}>
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}
