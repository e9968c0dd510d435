import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/page-title';
import { getContactEmail, getFeedbackUrl } from '@/config/env';
import { FeedbackForm } from './feedback-form';

/**
 * `/help/feedback`. The endpoint (`VITE_FEEDBACK_URL`) and the address (`VITE_CONTACT_EMAIL`) come
 * from the build; tests pass their own.
 */
export function FeedbackPage({
  endpoint = getFeedbackUrl(),
  contactEmail = getContactEmail(),
  openMail,
}: {
  endpoint?: string;
  contactEmail?: string;
  openMail?: (href: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Send Feedback / Report Bug`}</PageTitle>
      <FeedbackForm endpoint={endpoint} contactEmail={contactEmail} openMail={openMail} />
    </>
  );
}
