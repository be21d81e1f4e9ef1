import { NewsletterForm } from "@/components/newsletter/NewsletterForm";
import type { Chrome } from "@/lib/layout/chrome";
import { FDA_DISCLAIMER } from "@/lib/product/disclaimer";

import { NavAnchor } from "../navigation/NavAnchor";
import { SocialLinks } from "../SocialLinks";
import styles from "./Footer.module.css";

const LEGAL_HEADING = "Legal";

/** The footer a page's layout asks for: default, simple, really simple or none. */
export function SiteFooter({ chrome, footerType }: { chrome: Chrome; footerType: string }) {
  if (footerType === "none") return null;
  const legal = chrome.footer_columns.find((column) => column.heading === LEGAL_HEADING);
  return (
    <footer className={styles.footer} data-footer={footerType}>
      {footerType === "default" && (
        <div className={styles.top}>
          <section className={styles.newsletter} aria-labelledby="newsletter-heading">
            <h2 id="newsletter-heading" className={styles.heading}>
              Get $10 off your first subscription
            </h2>
            <NewsletterForm />
            <SocialLinks links={chrome.social_links} />
          </section>
          {chrome.footer_columns.map((column) => (
            <nav
              key={column.heading}
              aria-label={column.heading}
              className={styles.column}
              data-track-links="Footer Link Clicked"
              data-track-column={column.heading}
            >
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.url + link.label}>
                    <NavAnchor href={link.url}>{link.label}</NavAnchor>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      {footerType === "simple" && legal && (
        <nav
          aria-label={LEGAL_HEADING}
          className={styles.inlineLinks}
          data-track-links="Footer Link Clicked"
          data-track-column={LEGAL_HEADING}
        >
          {legal.links.map((link) => (
            <NavAnchor key={link.url + link.label} href={link.url}>
              {link.label}
            </NavAnchor>
          ))}
        </nav>
      )}
      <div className={styles.bottom}>
        {footerType !== "really_simple" && (
          <div className={styles.inlineLinks} data-track-links="Footer Link Clicked" data-track-column="bottom">
            <a href="/sitemap.xml">Sitemap</a>
            {/* Opens the consent panel (components/consent), which links to the ad choices; before
                the page's script runs, it leads to the ad choices itself. */}
            <a href={chrome.ad_choices_url} data-consent-open="">
              Your Privacy Choices
            </a>
          </div>
        )}
        <p>
          © {new Date().getFullYear()} {chrome.brand_name}. {FDA_DISCLAIMER}
        </p>
      </div>
    </footer>
  );
}
