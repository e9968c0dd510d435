import { csrfFetch } from '@/lib/http/csrf-fetch';

/** Hidden fields the mail-forwarding service reads (Formspree-style names). */
export const FEEDBACK_FIELDS = {
  honeypot: '_gotcha',
  subject: '_subject',
  confirmation: '_confirmation',
  replyTo: '_replyto',
} as const;

export const FEEDBACK_SUBJECT = 'Tyria Fishing Companion feedback';
export const FEEDBACK_CONFIRMATION =
  'Thank you! Your feedback about Tyria Fishing Companion has been sent.';

/** What the player typed, plus the honeypot a person never sees. */
export interface FeedbackInput {
  name: string;
  email: string;
  message: string;
  honeypot: string;
}

/** The multipart body, with the field names of spec §7. */
export function feedbackFormData(input: FeedbackInput): FormData {
  const data = new FormData();
  data.append('name', input.name);
  data.append(FEEDBACK_FIELDS.replyTo, input.email);
  data.append('message', input.message);
  data.append(FEEDBACK_FIELDS.honeypot, input.honeypot);
  data.append(FEEDBACK_FIELDS.subject, FEEDBACK_SUBJECT);
  data.append(FEEDBACK_FIELDS.confirmation, FEEDBACK_CONFIRMATION);
  return data;
}

/**
 * Posts the feedback as multipart form data. Resolves when the service accepted it; rejects with
 * an `Error` otherwise. A filled honeypot means a bot filled the form: nothing is sent, and it
 * resolves as if it had been, so the bot learns nothing.
 */
export async function sendFeedback(endpoint: string, input: FeedbackInput): Promise<void> {
  if (input.honeypot.trim() !== '') return;
  const response = await csrfFetch(endpoint, {
    method: 'POST',
    body: feedbackFormData(input),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The feedback service answered ${response.status}.`);
}
