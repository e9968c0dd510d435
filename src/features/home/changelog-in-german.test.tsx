import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import Changelog from './changelog';

describe('Changelog in German', { timeout: 20_000 }, () => {
  it('names the releases and their months in German and writes the notes in German', async () => {
    // The notes' catalog loads as they render (an awaited act lets them suspend meanwhile).
    await act(() =>
      renderInLanguage(
        'de',
        <Suspense>
          <Changelog />
        </Suspense>,
      ),
    );
    const changelog = await screen.findByRole('region', { name: 'Neuigkeiten' }, { timeout: 5000 });
    const headers = within(changelog).getAllByRole('button');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Version 2.0.0 — November 2026',
      'Version 1.2 — März 2024',
      'Version 1.1 — 2023',
      'Version 1.0 — 2023',
      'Vorabversion — März 2023',
    ]);
    expect(within(changelog).getByText(/^Ein kompletter Neubau\./)).toBeVisible();
  });
});
