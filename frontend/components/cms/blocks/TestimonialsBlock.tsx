import { CmsImage } from "./CmsImage";
import styles from "./blocks.module.css";
import type { BlockOf } from "./types";

type Testimonial = BlockOf<"TestimonialsBlock">["items"][number];

/** "Age 42 · 6 months of use", from whatever the editor filled in. */
export function testimonialDetails({ age, months_of_use }: Pick<Testimonial, "age" | "months_of_use">) {
  const details = [];
  if (age) details.push(`Age ${age}`);
  if (months_of_use) details.push(`${months_of_use} ${months_of_use === 1 ? "month" : "months"} of use`);
  return details.join(" · ");
}

export function TestimonialsBlock({ block }: { block: BlockOf<"TestimonialsBlock"> }) {
  return (
    <section className={styles.wide}>
      {block.heading && <h2 className={styles.centeredHeading}>{block.heading}</h2>}
      <ul className={styles.testimonials}>
        {block.items.map((item, index) => {
          const details = testimonialDetails(item);
          return (
            <li key={index}>
              <figure className={styles.testimonial}>
                <CmsImage
                  className={styles.testimonialImage}
                  image={item.image}
                  alt={item.image_alt}
                  sizes="160px"
                />
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  <span className={styles.customerName}>{item.customer_name}</span>
                  {details && <span className={styles.muted}>{details}</span>}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
