/**
 * Every analytics event name the shop sends, Title Case, word for word: one source, the backend's
 * catalogue (commerce/analytics/catalogue.py), exported by `make schema` to event-catalogue.json and
 * typed by codegen. The server-only names are listed for types; a browser sending one is refused.
 */
export { EVENT_NAMES, type BrowserEventName, type EventName, type ServerEventName } from "./generated/event-names";
