/** The privacy request form's page (the footer's ad-choices link adds `?preselected=limit`). */
export const PRIVACY_REQUEST_PATH = "/privacy-request/";

/** The page an emailed link confirms a request on. */
export function confirmationPath(token: string): string {
  return `${PRIVACY_REQUEST_PATH}confirm/${encodeURIComponent(token)}/`;
}

/** What the page is called when the CMS has no page of that path to name it. */
export const PRIVACY_REQUEST_TITLE = "Your Privacy Choices";
export const PRIVACY_REQUEST_INTRO =
  "Ask us to show, correct or delete your personal information, or to stop using it for targeted advertising.";
