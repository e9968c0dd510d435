import { PageTitle } from '@/components';

export function FeedbackPage() {
  return <PageTitle>Send Feedback / Report Bug</PageTitle>;
}
