export { LazyUpdatePrompt as UpdatePrompt } from './lazy-update-prompt';
