import type { Chrome } from "@/lib/layout/chrome";

import styles from "./SocialLinks.module.css";

/** The shop's social profiles (Instagram, TikTok, Facebook, LinkedIn), as the settings list them. */
export function SocialLinks({ links }: { links: Chrome["social_links"] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Follow us">
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} rel="noopener noreferrer" target="_blank" data-network={link.network}>
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
