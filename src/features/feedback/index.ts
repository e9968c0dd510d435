export { FeedbackPage } from './feedback-page';
