import { NewsletterForm } from "@/components/newsletter/NewsletterForm";
import { BRAND_NAME } from "@/lib/config";

import styles from "./layout.module.css";

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <NewsletterForm />
      <p>
        © {new Date().getFullYear()} {BRAND_NAME}. These statements have not been evaluated by the
        Food and Drug Administration.
      </p>
    </footer>
  );
}
