export { CatchLog } from './catch-log';
export { useCatchLogStore } from './catch-log-store';
export { useCaughtThisSession } from './use-caught-this-session';
