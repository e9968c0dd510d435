import { PageTitle } from '@/components';
import { getFeedbackUrl } from '@/config/env';
import { FeedbackForm } from './feedback-form';

/** `/help/feedback`. The endpoint comes from the build (`VITE_FEEDBACK_URL`); tests pass their own. */
export function FeedbackPage({ endpoint = getFeedbackUrl() }: { endpoint?: string }) {
  return (
    <>
      <PageTitle>Send Feedback / Report Bug</PageTitle>
      <FeedbackForm endpoint={endpoint} />
    </>
  );
}
