import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { PageLanguageProvider } from '@/lib/i18n/page-language';
import { useLanguageStore } from './language-store';
import { LanguageSwitcher } from './language-switcher';

/** The switcher on `path` (language-neutral, as the router sees it under its basename). */
async function renderSwitcher(locale: 'de' | 'en', path: string) {
  const i18n = await loadI18n(locale);
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitcher /> }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider env="test">
      <PageLanguageProvider language={{ locale, i18n }}>
        <RouterProvider router={router} />
      </PageLanguageProvider>
    </MantineProvider>,
  );
}

describe('LanguageSwitcher', () => {
  beforeEach(() => useLanguageStore.setState({ chosen: undefined, offerClosed: false }));

  it('links the same page, with its query, in every language, each named in itself', async () => {
    await renderSwitcher('en', '/region/Krytan?time=NIGHT');
    const links = within(screen.getByRole('list'));
    expect(links.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/region/Krytan?time=NIGHT',
    );
    expect(links.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/region/Krytan?time=NIGHT',
    );
    expect(links.getByRole('link', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    expect(links.getByRole('link', { name: 'Español' })).toHaveAttribute('hreflang', 'es');
    expect(links.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  });

  it('is labelled in the page language and marks it as current', async () => {
    await renderSwitcher('de', '/');
    expect(screen.getByText('DE')).toBeInTheDocument();
    expect(screen.getByText(/Sprache/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('remembers the language followed (saved only with persistence on, as every setting)', async () => {
    await renderSwitcher('en', '/help');
    const french = screen.getByRole('link', { name: 'Français' });
    // jsdom does not navigate: the click's own handler is what is checked.
    french.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(french);
    expect(useLanguageStore.getState().chosen).toBe('fr');
  });
});
