import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { FeedbackPage } from './feedback-page';

describe('FeedbackPage in German', { timeout: 20_000 }, () => {
  it('labels the form, checks it and answers in German', async () => {
    const openMail = vi.fn();
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <FeedbackPage endpoint={undefined} contactEmail="a@example.org" openMail={openMail} />
        ),
      },
    ]);
    await renderInLanguage('de', <RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { name: 'Feedback senden / Fehler melden' }),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'kein-mail');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(
      await screen.findByText(
        'Gib eine E-Mail-Adresse wie du@example.com ein oder lass das Feld leer',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Schreib eine Nachricht, bevor du sendest')).toBeInTheDocument();
    expect(openMail).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'E-Mail' }));
    await user.type(screen.getByRole('textbox', { name: /Nachricht/ }), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ab hier übernimmt dein Mailprogramm',
    );
    expect(screen.getByRole('link', { name: 'Schreib an a@example.org' })).toBeInTheDocument();
    expect(openMail).toHaveBeenCalledOnce();
  });
});
