import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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

  it("says in German that a page failed, with the error's own words", async () => {
    await renderInGerman('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Seite konnte nicht angezeigt werden: boom',
    );
    expect(screen.getByText('Etwas ist schiefgelaufen')).toBeInTheDocument();
  });
});
