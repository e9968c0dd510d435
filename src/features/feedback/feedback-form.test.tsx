import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { FeedbackPage } from './feedback-page';

/** Generous waits: the test machine is shared and often busy. */
const slow = { timeout: 5000 };

const ENDPOINT = 'https://forms.example.com/f/abc';

const ADDRESS = 'anglers@example.org';

function renderPage(endpoint: string | undefined, openMail = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/help/feedback',
        element: <FeedbackPage endpoint={endpoint} contactEmail={ADDRESS} openMail={openMail} />,
      },
    ],
    { initialEntries: ['/help/feedback'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** Records each multipart body the endpoint receives and answers with `status`. */
function serveEndpoint(status: number) {
  const bodies: Record<string, FormDataEntryValue>[] = [];
  const contentTypes: string[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      contentTypes.push(request.headers.get('Content-Type') ?? '');
      bodies.push(Object.fromEntries(await request.formData()));
      return status < 400 ? HttpResponse.json({ ok: true }) : HttpResponse.json({}, { status });
    }),
  );
  return { bodies, contentTypes };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText(/Message/), 'The Krytan grid is missing a fish.');
}

describe('FeedbackPage', { timeout: 20_000 }, () => {
  it('posts the multipart fields of the spec and confirms', async () => {
    const { bodies, contentTypes } = serveEndpoint(200);
    const user = renderPage(ENDPOINT);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Your feedback has been sent.',
    );
    expect(contentTypes[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(bodies).toEqual([
      {
        name: 'Ada',
        _replyto: 'ada@example.com',
        message: 'The Krytan grid is missing a fish.',
        _gotcha: '',
        _subject: 'Tyria Fishing Companion feedback',
        _confirmation: expect.stringContaining('Thank you'),
      },
    ]);
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('shows a sending state while the request is under way', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(ENDPOINT, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = renderPage(ENDPOINT);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('button', { name: /Sending/ }, slow)).toBeDisabled();
    expect(screen.getByLabelText(/Message/)).toBeDisabled();
    release();
    expect(await screen.findByRole('status', {}, slow)).toBeInTheDocument();
  });

  it.each([500, 403])(
    'says so and keeps what was typed when the service answers %i',
    async (status) => {
      serveEndpoint(status);
      const user = renderPage(ENDPOINT);
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
        'Your feedback was not sent',
      );
      expect(screen.getByLabelText('Name')).toHaveValue('Ada');
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(screen.getByLabelText(/Message/)).toHaveValue('The Krytan grid is missing a fish.');
    },
  );

  it('keeps what was typed when the network fails', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    const user = renderPage(ENDPOINT);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('The Krytan grid is missing a fish.');
  });

  it('pretends to succeed without sending when the honeypot is filled', async () => {
    const { bodies } = serveEndpoint(200);
    const user = renderPage(ENDPOINT);
    await fillIn(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="_gotcha"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await user.type(honeypot as HTMLInputElement, 'buy cheap gold');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Your feedback has been sent.',
    );
    expect(bodies).toEqual([]);
  });

  it('asks for a message and a well-formed email before sending', async () => {
    const { bodies } = serveEndpoint(200);
    const user = renderPage(ENDPOINT);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Write a message before sending')).toBeInTheDocument();
    expect(screen.getByText(/Enter an email address/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('without an endpoint, Send opens the mail app with the message to the contact address', async () => {
    const openMail = vi.fn();
    const user = renderPage(undefined, openMail);
    expect(screen.getByRole('link', { name: ADDRESS })).toHaveAttribute(
      'href',
      `mailto:${ADDRESS}`,
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(openMail).toHaveBeenCalledTimes(1);
    const mail = new URL(openMail.mock.calls[0]?.[0] as string);
    expect(mail.pathname).toBe(ADDRESS);
    expect(mail.searchParams.get('subject')).toBe('Tyria Fishing Companion feedback');
    expect(mail.searchParams.get('body')).toBe(
      'The Krytan grid is missing a fish.\n\n— Ada <ada@example.com>',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Send the message from your mail app');
    expect(screen.getByRole('link', { name: `Write to ${ADDRESS}` })).toHaveAttribute(
      'href',
      openMail.mock.calls[0]?.[0],
    );
    // Nothing is sent yet, so nothing typed is lost.
    expect(screen.getByLabelText(/Message/)).toHaveValue('The Krytan grid is missing a fish.');
  });

  it('without an endpoint, still asks for a message before opening the mail app', async () => {
    const openMail = vi.fn();
    const user = renderPage(undefined, openMail);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message before sending')).toBeInTheDocument();
    expect(openMail).not.toHaveBeenCalled();
  });
});
