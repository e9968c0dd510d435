import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { Component as NotFound } from './not-found';
import { PageError } from './page-error';

async function renderInGerman(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/broken',
        errorElement: <PageError />,
        loader: () => {
          throw new Error('boom');
        },
        element: null,
      },
      { path: '*', element: <NotFound /> },
    ],
    { initialEntries: [path] },
  );
  await renderInLanguage('de', <RouterProvider router={router} />);
}

describe('the error pages in German', () => {
  it('says in German that there is no page at an address', async () => {
    await renderInGerman('/nowhere');
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('says in German, in a sentence, that a page failed; the error goes to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInGerman('/broken');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Diese Seite konnte wegen eines Fehlers in der App nicht angezeigt werden.',
    );
    expect(alert).not.toHaveTextContent('boom');
    expect(log).toHaveBeenCalledWith(
      'The page failed:',
      expect.objectContaining({ message: 'boom' }),
    );
    expect(screen.getByText('Etwas ist schiefgelaufen')).toBeInTheDocument();
  });
});
