import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { PageLanguageProvider } from '@/lib/i18n/page-language';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

async function renderShellIn(locale: 'de' | 'en') {
  const i18n = await loadI18n(locale);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <TopNav />
            <SiteFooter />
          </>
        ),
      },
    ],
    { initialEntries: ['/launch/regions'] },
  );
  render(
    <MantineProvider env="test">
      <PageLanguageProvider language={{ locale, i18n }}>
        <RouterProvider router={router} />
      </PageLanguageProvider>
    </MantineProvider>,
  );
}

describe('the shell in German', () => {
  it('names the navigation, its links and the footer in German, keeping the addresses', async () => {
    await renderShellIn('de');
    const main = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(main).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Loslegen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(main).getByRole('link', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Tyria Fishing Companion – Startseite' }),
    ).toBeVisible();
    const footer = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(within(footer).getByRole('link', { name: 'Rechtliches' })).toHaveAttribute(
      'href',
      '/help/legal',
    );
    expect(screen.getByText(/^Eine inoffizielle Fanseite\./)).toBeInTheDocument();
    expect(screen.queryByText('Home')).not.toBeInTheDocument();
  });

  it('stays English with the English catalog', async () => {
    await renderShellIn('en');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Launch' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});
