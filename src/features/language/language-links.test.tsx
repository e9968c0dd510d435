import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HydratedContext, hydrationSignal } from '@/hooks/use-hydrated';
import { renderInLanguage } from '@/testing/render-in-language';
import { LanguageLinks } from './language-links';

/** The links on Krytan's page with a query, as the app renders them live or while hydrating. */
async function renderLinks(hydrated: boolean) {
  await renderInLanguage(
    'en',
    <HydratedContext value={hydrationSignal(hydrated)}>
      <MemoryRouter initialEntries={['/region/Krytan?time=NIGHT#fish']}>
        <LanguageLinks />
      </MemoryRouter>
    </HydratedContext>,
  );
  return screen.getByRole('link', { name: 'Deutsch' });
}

describe('LanguageLinks', () => {
  it('while hydrating, link the page without its query, as the prerendered HTML has them', async () => {
    expect(await renderLinks(false)).toHaveAttribute('href', '/de/region/Krytan');
  });

  it('once live (useHydrated), link the page with its query and hash', async () => {
    expect(await renderLinks(true)).toHaveAttribute('href', '/de/region/Krytan?time=NIGHT#fish');
  });
});
