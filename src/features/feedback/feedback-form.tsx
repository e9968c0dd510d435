import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HoneypotField } from './honeypot-field';
import { feedbackMailto, mailtoLink } from './mail-link';
import { FEEDBACK_FIELDS, sendFeedback, type FeedbackInput } from './send-feedback';
import { Text } from '@/components/text';
import { Column } from '@/components/column';
import { Notice } from '@/components/notice';
import classes from './feedback-form.module.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'mailed';

const openInMailApp = (href: string) => window.location.assign(href);

export interface FeedbackFormProps {
  /** The mail-forwarding service; without one, Send opens the player's mail app instead. */
  endpoint: string | undefined;
  /** Where the mail app version goes (the Contact page's address). */
  contactEmail: string;
  /** Opens a `mailto:` link; tests pass a spy. */
  openMail?: (href: string) => void;
}

/**
 * The feedback form (spec §5: name, email, message). With an `endpoint` it posts to the
 * mail-forwarding service; without one, Send opens the player's mail app with the message written
 * out to `contactEmail`, so every build has a way to write.
 */
export function FeedbackForm({
  endpoint,
  contactEmail,
  openMail = openInMailApp,
}: FeedbackFormProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [mailHref, setMailHref] = useState(() => mailtoLink(contactEmail));
  const { t } = useLingui();
  const form = useForm<FeedbackInput>({
    initialValues: { name: '', email: '', message: '', honeypot: '' },
    validate: {
      email: (value) =>
        value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
          ? null
          : t`Enter an email address like you@example.com, or leave it empty`,
      message: (value) => (value.trim() === '' ? t`Write a message before sending` : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (!endpoint) {
      const href = feedbackMailto(contactEmail, values);
      setMailHref(href);
      setStatus('mailed');
      if (values.honeypot.trim() === '') openMail(href);
      return;
    }
    setStatus('sending');
    try {
      await sendFeedback(endpoint, values);
      form.reset();
      setStatus('sent');
    } catch {
      // Keep every value so the player can try again without retyping.
      setStatus('failed');
    }
  });

  const sending = status === 'sending';
  return (
    <form onSubmit={submit} noValidate aria-busy={sending}>
      <Column gap="md" className={classes.form}>
        <Text>
          <Trans>
            Found a bug, a wrong fish or a missing waypoint? Have an idea? Tell me here. Your name
            and email are optional; give an email if you would like an answer.
          </Trans>
        </Text>
        {!endpoint && (
          <Text>
            <Trans>
              Send opens your mail app with your message written out to{' '}
              <Anchor href={mailtoLink(contactEmail)} underline="always">
                {contactEmail}
              </Anchor>
              ; you send it from there.
            </Trans>
          </Text>
        )}
        {/* While sending, the fieldset disables the fields at once. */}
        <fieldset disabled={sending} className={classes.fields}>
          <Column gap="md">
            <TextInput
              label={t`Name`}
              name="name"
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t`Email`}
              name={FEEDBACK_FIELDS.replyTo}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <Textarea
              label={t`Message`}
              name="message"
              required
              rows={6}
              {...form.getInputProps('message')}
            />
          </Column>
        </fieldset>
        <HoneypotField
          value={form.values.honeypot}
          onChange={(event) => form.setFieldValue('honeypot', event.currentTarget.value)}
        />
        {status === 'sent' && (
          <Notice color="teal" title={t`Thank you!`} role="status">
            <Trans>Your feedback has been sent.</Trans>
          </Notice>
        )}
        {status === 'mailed' && (
          <Notice color="teal" title={t`Your mail app takes it from here`} role="status">
            <Trans>
              Send the message from your mail app. Nothing opened?{' '}
              <Anchor href={mailHref} c="inherit" fw={700} underline="always">
                Write to {contactEmail}
              </Anchor>{' '}
              — the link carries your message too.
            </Trans>
          </Notice>
        )}
        {status === 'failed' && (
          <Notice color="red" title={t`Your feedback was not sent`} role="alert">
            <Trans>
              The feedback service could not be reached or refused the message. Everything you typed
              is still here: try again in a moment, or use the{' '}
              <Anchor
                component={Link}
                to={paths.contact.href()}
                c="inherit"
                fw={700}
                underline="always"
              >
                Contact page
              </Anchor>
              .
            </Trans>
          </Notice>
        )}
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          {sending ? t`Sending…` : t`Send`}
        </Button>
      </Column>
    </form>
  );
}
