export { SessionTab as Component } from '@/features/session/session-tab';
