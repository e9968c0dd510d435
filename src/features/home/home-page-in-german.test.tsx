import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { HomePage } from './home-page';

async function renderHomeIn(random: number) {
  const router = createMemoryRouter([{ path: '*', element: <HomePage random={() => random} /> }]);
  await renderInLanguage('de', <RouterProvider router={router} />);
}

describe('HomePage in German', { timeout: 20_000 }, () => {
  it('welcomes, hints at landscape mode and links on in German', async () => {
    await renderHomeIn(0);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Willkommen bei Tyria Fishing Companion' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('landscape-hint')).toHaveTextContent('Querformat');
    expect(screen.getByRole('link', { name: 'Region auswählen' })).toBeInTheDocument();
  });

  it.each([
    [0, /Geduld ist der einzige Köder.*Pack trotzdem Regenwürmer ein/, 'Docks von Löwenstein'],
    [0.9, /Das Wasser hat seine eigene Uhr.*die orrianische Tiefe/, 'Dämmerung'],
  ])(
    'words the flavour quote in German, with the game words in German (random %f)',
    async (random, text, author) => {
      await renderHomeIn(random);
      const quote = screen.getByRole('figure');
      expect(quote).toHaveTextContent(text);
      expect(quote).toHaveTextContent(author);
    },
  );
});
