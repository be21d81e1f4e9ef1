import type { NavItem } from "@/lib/layout/chrome";

import { NavAnchor } from "./NavAnchor";
import styles from "./Navigation.module.css";

type Props = { id: string; item: NavItem; hidden: boolean; onNavigate?: () => void };

/** A dropdown's panel: link columns with sub-categories (Shop), cards (Science), See All. */
export function DropdownPanel({ id, item, hidden, onNavigate }: Props) {
  return (
    <div id={id} className={styles.panel} hidden={hidden}>
      {item.columns.length > 0 && (
        <div className={styles.columns}>
          {item.columns.map((column, index) => (
            <div key={index} className={styles.column}>
              {column.heading && <p className={styles.columnHeading}>{column.heading}</p>}
              <ul>
                {column.links.map((link) => (
                  <li key={link.url + link.label}>
                    <NavAnchor href={link.url} className={styles.panelLink} onClick={onNavigate}>
                      {link.label}
                    </NavAnchor>
                    {link.sub_links.length > 0 && (
                      <ul className={styles.subLinks}>
                        {link.sub_links.map((sub) => (
                          <li key={sub.url + sub.label}>
                            <NavAnchor href={sub.url} onClick={onNavigate}>
                              {sub.label}
                            </NavAnchor>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {item.cards.length > 0 && (
        <ul className={styles.cards}>
          {item.cards.map((card) => (
            <li key={card.url + card.name}>
              <NavAnchor href={card.url} className={styles.card} onClick={onNavigate}>
                {card.image && (
                  // eslint-disable-next-line @next/next/no-img-element -- a CMS rendition of known size
                  <img src={card.image.url} width={card.image.width} height={card.image.height} alt={card.image.alt} loading="lazy" />
                )}
                <span className={styles.cardName}>{card.name}</span>
                {card.text && <span className={styles.cardText}>{card.text}</span>}
              </NavAnchor>
            </li>
          ))}
        </ul>
      )}
      {item.see_all && (
        <NavAnchor href={item.see_all.url} className={styles.seeAll} onClick={onNavigate}>
          {item.see_all.label}
        </NavAnchor>
      )}
    </div>
  );
}
