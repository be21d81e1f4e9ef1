export const NEWSLETTER_OFFER = "Sign up for our newsletter and get $10 off your first subscription order.";
