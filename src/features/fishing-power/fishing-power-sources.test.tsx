import type { Permission } from '@gw2api/types/data/tokeninfo';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearGameWords, putGameWords } from '@/data/game-words/game-words-store';
import { selectKey } from '@/features/account/key-actions';
import { useKeysStore } from '@/features/account/keys-store';
import { testGermanWords } from '@/testing/game-words-fixtures';
import { itemFixture, TEST_API_KEY, tokenInfoFixture } from '@/testing/gw2-fixtures';
import { GW2_API, localizedHandlers } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishingPowerInput } from './fishing-power-input';
import { currentFishingPower, useFishingPowerStore } from './fishing-power-store';
import { HolePowerNote } from './hole-power-note';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const withClient = (ui: ReactNode) => {
  client.clear();
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
};

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('FishingPowerSources', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetKeys();
    useFishingPowerStore.setState({ power: undefined, sources: undefined });
  });

  it('starts with nothing ticked and no power', async () => {
    await renderInLanguage('en', withClient(<FishingPowerInput />));
    expect(screen.getByRole('group', { name: 'Or tick its sources' })).toBeInTheDocument();
    for (const name of [/^Fishing rod/, /^Tips on Fishing/, /^Full Tank/]) {
      expect(checkbox(name)).not.toBeChecked();
    }
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '0' })).toBeChecked();
    for (const name of ['Lure', 'Food', 'Fishing Party']) expect(select(name)).toHaveValue('none');
    expect(screen.getByText(/Nothing ticked/)).toBeInTheDocument();
    expect(currentFishingPower()).toBeUndefined();
  });

  it('sums Mackerel and an Amber lure to 250, and a typed number wins until cleared', async () => {
    const user = userEvent.setup();
    await renderInLanguage('en', withClient(<FishingPowerInput />));
    await user.click(screen.getByRole('radio', { name: 'Mackerel +150' }));
    await user.selectOptions(select('Lure'), 'Amber lure +100');
    expect(currentFishingPower()).toBe(250);
    expect(screen.getByText('The sources add up to 250: your fishing power.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Your fishing power/ }), '650');
    expect(currentFishingPower()).toBe(650);
    expect(screen.getByText(/add up to 250, but the 650 you typed is used/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear fishing power' }));
    expect(currentFishingPower()).toBe(250);
  });

  it('is operated by keyboard', async () => {
    const user = userEvent.setup();
    await renderInLanguage('en', withClient(<FishingPowerInput />));
    checkbox(/^Fishing rod \+25/).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(useFishingPowerStore.getState().sources).toEqual({ rod: 'rod', tips: 'tips' });
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.keyboard('{ArrowRight}');
    expect(useFishingPowerStore.getState().sources?.masteries).toBe('4');
    expect(currentFishingPower()).toBe(155);
  });

  it('words the checklist in German', async () => {
    await renderInLanguage('de', withClient(<FishingPowerInput />));
    expect(screen.getByRole('group', { name: 'Oder kreuze ihre Quellen an' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Makrele +150' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bernstein-Blinker +100' })).toBeInTheDocument();
  });
});

describe('a source the game names', { timeout: 20_000 }, () => {
  beforeEach(() => {
    clearGameWords();
    useFishingPowerStore.setState({
      power: undefined,
      sources: { bait: 'bait', rod: 'rod', tips: 'tips' },
    });
  });
  afterEach(() => clearGameWords());

  // Mackerel is the game's bait item: the page's record of the game's words names it (the
  // bundled one says "Makrele", as our catalog does). The test record's words are marked "(Test)".
  it.each([
    { record: 'refreshed', put: true, name: 'Makrele (Test)' },
    { record: 'bundled', put: false, name: 'Makrele' },
  ])('with $record words, Mackerel is "$name" in the list and the way', async ({ put, name }) => {
    await renderInLanguage(
      'de',
      withClient(
        <>
          <FishingPowerInput />
          <p data-testid="note">
            <HolePowerNote needs={225} />
          </p>
        </>,
      ),
    );
    // After the page's language loaded its bundled record, as the live refresh would.
    if (put)
      act(() =>
        putGameWords('de', {
          ...testGermanWords,
          glossary: { ...testGermanWords.glossary, baits: { MACKEREL: 'Makrele (Test)' } },
        }),
      );
    expect(screen.getByRole('radio', { name: `${name} +150` })).toBeInTheDocument();
    expect(screen.getByTestId('note')).toHaveTextContent(`${name} +50)`);
  });
});

describe('HolePowerNote with the sources', { timeout: 20_000 }, () => {
  beforeEach(() => useFishingPowerStore.setState({ power: undefined, sources: undefined }));

  it.each([
    {
      sources: { bait: 'mackerel', lure: 'amber' } as const,
      needs: 450,
      words: 'needs 450, you have 250 (cheapest: Tips on Fishing +50 and Redfish Sushi +150)',
    },
    {
      sources: { bait: 'bait', rod: 'rod', tips: 'tips' } as const,
      needs: 225,
      words: 'needs 225, you have 175 (cheapest: Mackerel +50)',
    },
    {
      sources: { rod: 'rod' } as const,
      needs: 1100,
      words: 'needs 1100, you have 25 (no listed source closes the gap)',
    },
  ])('$needs over $sources: "$words"', async ({ sources, needs, words }) => {
    useFishingPowerStore.setState({ sources });
    await renderInLanguage('en', <p data-testid="line">{<HolePowerNote needs={needs} />}</p>);
    expect(screen.getByTestId('line').textContent?.trim()).toBe(words);
  });

  it('words the way in French', async () => {
    useFishingPowerStore.setState({ sources: { bait: 'mackerel', lure: 'amber' } });
    const { container } = await renderInLanguage('fr', <HolePowerNote needs={450} />);
    expect(container).toHaveTextContent(
      '(le plus simple : Conseils de pêche +50 et Sushi au poisson rouge +150)',
    );
  });
});

describe('ticking a character’s equipment', { timeout: 20_000 }, () => {
  const EQUIPMENT: Record<string, { id: number; slot: string }[]> = {
    Aria: [
      { id: 10, slot: 'FishingRod' },
      { id: 20, slot: 'FishingLure' },
      { id: 30, slot: 'FishingBait' },
    ],
    Bo: [
      { id: 10, slot: 'FishingRod' },
      { id: 21, slot: 'FishingLure' },
    ],
    Alt: [],
  };
  const names = { 10: 'Some Rod', 20: 'Amber Lure', 21: 'Jade Lure', 30: 'Mackerel' };

  beforeEach(async () => {
    resetKeys();
    useFishingPowerStore.setState({ power: undefined, sources: undefined });
    const permissions: Permission[] = ['account', 'builds', 'characters', 'progression'];
    server.use(
      http.get(`${GW2_API}/v2/tokeninfo`, () =>
        HttpResponse.json(tokenInfoFixture({ permissions })),
      ),
      http.get(`${GW2_API}/v2/characters`, () => HttpResponse.json(Object.keys(EQUIPMENT))),
      http.get(`${GW2_API}/v2/characters/:name/equipment`, ({ params }) =>
        HttpResponse.json({ equipment: EQUIPMENT[String(params.name)] ?? [] }),
      ),
      ...localizedHandlers({
        en: {
          items: Object.entries(names).map(([id, name]) => itemFixture({ id: Number(id), name })),
        },
      }),
    );
    useKeysStore.setState({ keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } } });
    await selectKey('Main', { notify: false });
  });

  it(
    'ticks the rod, an Amber lure and Mackerel, and says what it cannot tick',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      await renderInLanguage('en', withClient(<FishingPowerInput />));
      const tick = await screen.findByRole('button', { name: 'Tick Aria’s rod, lure and bait' });
      await screen.findByRole('option', { name: 'Bo' });
      // The English names load after the characters (the lure is known by them).
      await waitFor(() => expect(tick).toBeEnabled());
      await user.click(tick);
      expect(useFishingPowerStore.getState().sources).toEqual({
        rod: 'rod',
        lure: 'amber',
        bait: 'mackerel',
      });
      expect(screen.getByRole('status')).toHaveTextContent('Ticked what Aria has equipped.');

      await user.selectOptions(select('Character'), 'Bo');
      await user.click(screen.getByRole('button', { name: 'Tick Bo’s rod, lure and bait' }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Ticked what Bo has equipped, except Jade Lure: its fishing power is not known.',
      );
      expect(useFishingPowerStore.getState().sources?.lure).toBe('amber');
    },
  );
});
