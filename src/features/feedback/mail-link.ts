import { FEEDBACK_SUBJECT, type FeedbackInput } from './send-feedback';

/** A `mailto:` link to `address`, with an optional subject and body (RFC 6068 encoding). */
export function mailtoLink(address: string, subject?: string, body?: string): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean);
  return `mailto:${address}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** The feedback as a mail body: the message, then who sent it when they said so. */
export function feedbackMailBody(input: Pick<FeedbackInput, 'name' | 'email' | 'message'>): string {
  const from = [input.name.trim(), input.email.trim() && `<${input.email.trim()}>`]
    .filter(Boolean)
    .join(' ');
  return from ? `${input.message.trim()}\n\n— ${from}` : input.message.trim();
}

/** The link that opens the player's mail app with the feedback written out. */
export const feedbackMailto = (address: string, input: FeedbackInput) =>
  mailtoLink(address, FEEDBACK_SUBJECT, feedbackMailBody(input));
