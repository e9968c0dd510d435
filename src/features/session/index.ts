export { SessionTab } from './session-tab';
export { useSessionStore } from './session-store';
export { useCatchLogStore } from './catch-log';
