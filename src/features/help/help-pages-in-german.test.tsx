import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { FaqPage } from './faq-page';
import { GuidePage } from './guide/guide-page';
import { HelpMenuPage } from './help-menu-page';
import { LegalPage } from './legal-page';

/** A help page at `address` in German, with the help catalog. */
async function renderHelpInGerman(Page: ComponentType, path: string, address: string) {
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [address] });
  await renderInLanguage('de', <RouterProvider router={router} />, { words: 'help' });
}

const loading = { timeout: 5000 };

describe('the help pages in German', { timeout: 20_000 }, () => {
  it('words the help menu in German, keeping the addresses', async () => {
    await renderHelpInGerman(HelpMenuPage, '/help', '/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe' }, loading)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute(
      'href',
      '/help/faq',
    );
    expect(screen.getByRole('link', { name: 'Ich bin neu hier! (Anleitung)' })).toHaveAttribute(
      'href',
      '/help/guide/intro',
    );
  });

  it("asks the FAQ's questions in German, the game's names in German too", async () => {
    await renderHelpInGerman(FaqPage, '/help/faq', '/help/faq');
    await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' }, loading);
    const question = screen.getByRole('button', {
      name: 'Warum wird der Tagesfang nicht erfasst?',
    });
    await userEvent.click(question);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Wiki-Artikel zum Tagesfang/ })).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Woher bekomme ich Köder?' })).toBeVisible();
  });

  it("writes a guide page, its pager and the filters' game names in German", async () => {
    await renderHelpInGerman(GuidePage, '/help/guide/:page', '/help/guide/fishing-filters');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Angelfilter' }, loading),
    ).toBeVisible();
    expect(screen.getByText('Seite 4 von 11')).toBeVisible();
    expect(
      screen.getByText(/Tageszeit \(Tagsüber, Abend-\/Morgendämmerung, Nachts\), Köder/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Weiter: Filterzahlen' })).toHaveAttribute(
      'href',
      '/help/guide/filter-counts',
    );
    const dots = within(screen.getByRole('navigation', { name: 'Seiten der Anleitung' }));
    expect(dots.getByRole('link', { name: 'Seite 1: Willkommen an Bord' })).toBeVisible();
  });

  it('dates the privacy notice in German and names the English text as the reference', async () => {
    await renderHelpInGerman(LegalPage, '/help/legal', '/help/legal');
    expect(
      await screen.findByRole('heading', { name: 'Datenschutzerklärung' }, loading),
    ).toBeVisible();
    expect(screen.getByText('12. März 2023')).toHaveAttribute('datetime', '2023-03-12');
    const english = screen.getByRole('link', { name: 'englische Fassung' });
    expect(english).toHaveAttribute('href', '/help/legal');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByText(/inoffizielle Fanseite/)).toBeVisible();
  });
});
