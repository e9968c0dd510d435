import { Alert, Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HoneypotField } from './honeypot-field';
import { FEEDBACK_FIELDS, sendFeedback, type FeedbackInput } from './send-feedback';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const contactLink = (
  <Anchor component={Link} to={paths.contact.href()} c="inherit" fw={700} underline="always">
    Contact page
  </Anchor>
);

/**
 * The feedback form (spec §5: name, email, message). `endpoint` is the mail-forwarding service;
 * without one the form explains that feedback is unavailable instead of failing on submit.
 */
export function FeedbackForm({ endpoint }: { endpoint: string | undefined }) {
  const [status, setStatus] = useState<Status>('idle');
  const form = useForm<FeedbackInput>({
    initialValues: { name: '', email: '', message: '', honeypot: '' },
    validate: {
      email: (value) =>
        value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
          ? null
          : 'Enter an email address like you@example.com, or leave it empty',
      message: (value) => (value.trim() === '' ? 'Write a message before sending' : null),
    },
  });

  if (!endpoint) {
    return (
      <Alert color="yellow" title="Feedback is unavailable">
        This copy of the site has no feedback service configured, so the form cannot send anything.
        Please use the {contactLink} instead.
      </Alert>
    );
  }

  const submit = form.onSubmit(async (values) => {
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
      <Stack gap="md" maw={640}>
        <Text>
          Found a bug, a wrong fish or a missing waypoint? Have an idea? Tell me here. Your name and
          email are optional; give an email if you would like an answer.
        </Text>
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          disabled={sending}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          name={FEEDBACK_FIELDS.replyTo}
          type="email"
          autoComplete="email"
          disabled={sending}
          {...form.getInputProps('email')}
        />
        <Textarea
          label="Message"
          name="message"
          required
          rows={6}
          disabled={sending}
          {...form.getInputProps('message')}
        />
        <HoneypotField
          value={form.values.honeypot}
          onChange={(event) => form.setFieldValue('honeypot', event.currentTarget.value)}
        />
        {status === 'sent' && (
          <Alert color="teal" title="Thank you!" role="status">
            Your feedback has been sent.
          </Alert>
        )}
        {status === 'failed' && (
          <Alert color="red" title="Your feedback was not sent" role="alert">
            The feedback service could not be reached or refused the message. Everything you typed
            is still here: try again in a moment, or use the {contactLink}.
          </Alert>
        )}
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </Stack>
    </form>
  );
}
