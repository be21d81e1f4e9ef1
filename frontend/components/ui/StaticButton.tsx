import { type ButtonProps, renderButton } from "./button-view";

/**
 * Button for server components that give it no click handler, no loading state and no disabled
 * state: the same markup, with none of its code in the browser (a link in it is still next/link).
 */
export function StaticButton(props: ButtonProps & { onClick?: never; loading?: never; disabled?: never }) {
  return renderButton(props);
}
