import { PersonalizedText } from "@/components/account-access/PersonalizedText";
import type { Ribbon as RibbonContent } from "@/lib/layout/chrome";

import styles from "./Ribbon.module.css";

/**
 * The promotional strip. Its rich text comes from the CMS's
 * editor, which only allows bold, italic and links. The whole strip is the link unless the text
 * carries links of its own (a link inside a link is invalid HTML). Signed-in customers see the
 * personal text instead, when editors wrote one.
 */
export function Ribbon({ ribbon }: { ribbon: RibbonContent }) {
  const className = `${styles.ribbon} ${ribbon.ispromo ? styles.promo : ""}`;
  const html = <span className={styles.text} dangerouslySetInnerHTML={{ __html: ribbon.ribbonText }} />;
  const text = ribbon.personalized_text ? (
    <PersonalizedText template={ribbon.personalized_text} className={styles.text}>
      {html}
    </PersonalizedText>
  ) : (
    html
  );
  const linkable = ribbon.ribbonLink && !/<a\s/i.test(ribbon.ribbonText);
  return (
    <div className={className} data-ribbon={ribbon.ispromo ? "promo" : "standard"}>
      {linkable ? (
        <a className={styles.link} href={ribbon.ribbonLink}>
          {text}
        </a>
      ) : (
        text
      )}
    </div>
  );
}
