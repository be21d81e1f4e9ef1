/** The footer's newsletter sign-up. Its behaviour (spec storefront §4, §5, §8) comes with the newsletter work. */
export function NewsletterForm() {
  return (
    <form aria-label="Newsletter sign-up">
      <label htmlFor="newsletter-email">Email address</label>
      <input id="newsletter-email" name="email" type="email" autoComplete="email" />
      <button type="submit">Sign Up</button>
    </form>
  );
}
