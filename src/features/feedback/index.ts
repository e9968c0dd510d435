export { FeedbackPage } from './feedback-page';
export { FeedbackForm } from './feedback-form';
