import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { Component as NotFound } from './not-found';
import { PageError } from './page-error';

async function renderInGerman(path: string) {
  const de = await loadI18n('de');
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
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={de}>
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>,
  );
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
