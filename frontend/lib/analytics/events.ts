/**
 * Every analytics event name the shop sends, Title Case, word for word. The backend's catalogue
 * (commerce/analytics/catalogue.py) holds the same set and a pytest compares the two: keep this one
 * exported array of string literals. The last four are sent by the server only (a browser sending
 * them is refused); they are listed so the two catalogues stay one.
 */
export const EVENT_NAMES = [
  "Navigation Clicked",
  "Navigation Expanded",
  "Marketing CTA Clicked",
  "Footer Link Clicked",
  "Lead Capture Modal Viewed",
  "Lead Capture Modal Expanded",
  "Lead Capture Modal Closed",
  "Email Opted In",
  "Product Added",
  "Product Selected",
  "Product Viewed",
  "Product Dropdown Viewed",
  "Select Product Clicked",
  "Experiment Viewed",
  "Search Results Shown",
  "Search Result Clicked",
  "Button Click",
  "Order Details Viewed",
  "Account Notification Shown",
  "Account Notification Clicked",
  "Account Notification Closed",
  "Account Module CTA Clicked",
  "Account Subscription Error Viewed",
  "Account Error Viewed",
  "Quiz Completed",
  "Privacy Request Submitted",
  "Order Completed",
  "Subscription Started",
  "Subscription Renewed",
  "Subscription Canceled",
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

/** Sent by the server alone; the browser's tracker never sends them. */
export type ServerEventName = "Order Completed" | "Subscription Started" | "Subscription Renewed" | "Subscription Canceled";

/** What the browser may send. */
export type BrowserEventName = Exclude<EventName, ServerEventName>;
