import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fishTooltipLabel } from '@/lib/catalog/fish-descriptions';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { PageLanguageProvider } from '@/lib/i18n/page-language';
import type { FilterableFish } from '@/lib/filters/matching';
import { roundSummary } from './completion-badges';
import { FilterPanel } from './filter-panel';
import { FilterStoreProvider } from './filter-store';

const fish: FilterableFish[] = [
  { timeOfDay: 'DAY', higherChanceTime: null, bait: 'ANY', fishingHole: ['LAKE'] },
  { timeOfDay: 'NIGHT', higherChanceTime: null, bait: 'ANY', fishingHole: ['LAKE'] },
];

async function renderPanelIn(locale: 'de' | 'en') {
  const i18n = await loadI18n(locale);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <FilterStoreProvider>
            <FilterPanel fish={fish} canthan={false} />
          </FilterStoreProvider>
        ),
      },
    ],
    { initialEntries: ['/region/Krytan?time=DAY'] },
  );
  render(
    <MantineProvider env="test">
      <PageLanguageProvider language={{ locale, i18n }}>
        <RouterProvider router={router} />
      </PageLanguageProvider>
    </MantineProvider>,
  );
}

describe('the Region page controls in German', () => {
  it('names the panel, its controls and its counts in German; and the times of day', async () => {
    await renderPanelIn('de');
    expect(screen.getByRole('heading', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Automatischer Filter' })).toBeChecked();
    expect(screen.getByText('Pausiert, solange eine Tageszeit gewählt ist.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tageszeit' })).toBeInTheDocument();
    // The times are our catalog's words until the game's come (issue 41), the count a German plural.
    expect(screen.getByRole('button', { name: 'Tagsüber, 1 Fisch, eingeschlossen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nachts, 1 Fisch' })).toBeVisible();
  });

  it('keeps English as it was', async () => {
    await renderPanelIn('en');
    expect(screen.getByRole('button', { name: 'Day, 1 fish, included' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Auto filter' })).toBeChecked();
  });

  it("writes a fish's tooltip in German", async () => {
    const de = await loadI18n('de');
    const sunfish = { name: 'Sunfish', timeOfDay: 'DAY', higherChanceTime: null } as const;
    expect(fishTooltipLabel({ ...sunfish, salvage: 'KARMA' }, de)).toBe(
      'Sunfish · Fisch der Tageszeit Tagsüber: beißt tagsüber sowie in der Abend- und ' +
        'Morgendämmerung. · Gewährt Karma',
    );
  });

  it("writes a region card's progress in German", async () => {
    const de = await loadI18n('de');
    expect(roundSummary(undefined, 4, 21, de)).toBe('4 / 21 Fische gefangen');
    expect(roundSummary({ kind: 'base', completions: 2 }, 0, 21, de)).toBe(
      '0 / 21 Fische gefangen · 2× abgeschlossen',
    );
  });
});
