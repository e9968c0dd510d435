import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GW2_API } from '@/testing/gw2-handlers';
import { itemFixture } from '@/testing/gw2-fixtures';
import { server } from '@/testing/msw-server';
import { ItemIcon } from './item-icon';
import { ItemIconsPaused } from './item-icons-paused';

function renderIcon(itemId: number, paused = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const icon = (isPaused: boolean) => (
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ItemIconsPaused value={isPaused}>
          <ItemIcon itemId={itemId} name="queenfish" rarity="Ascended" />
        </ItemIconsPaused>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(icon(paused));
  return { ...view, setPaused: (isPaused: boolean) => view.rerender(icon(isPaused)) };
}

/** Answers `/v2/items` with the icon `q.png` for `id`, counting the requests. */
function answerIcon(id: number) {
  const asked = { count: 0 };
  server.use(
    http.get(`${GW2_API}/v2/items`, () => {
      asked.count++;
      return HttpResponse.json([
        itemFixture({ id, icon: 'https://render.guildwars2.com/file/q.png' }),
      ]);
    }),
  );
  return asked;
}

const placeholder = () => screen.getByRole('img', { name: 'queenfish' });

describe('ItemIcon', () => {
  it('shows a rarity-coloured placeholder with the initial while the icon loads', () => {
    renderIcon(95731);
    expect(placeholder()).toHaveAttribute('data-initial', 'Q');
    // Its colours follow from the rarity (scripts/lib/theme-stylesheet.ts).
    expect(placeholder().parentElement).toHaveAttribute('data-rarity', 'Ascended');
  });

  it('shows the icon from the API, with the item name as alt text', async () => {
    server.use(
      http.get(`${GW2_API}/v2/items`, () =>
        HttpResponse.json([
          itemFixture({ id: 95732, icon: 'https://render.guildwars2.com/file/q.png' }),
        ]),
      ),
    );
    renderIcon(95732);
    const image = await screen.findByAltText('queenfish');
    expect(image).toHaveAttribute('src', 'https://render.guildwars2.com/file/q.png');
    expect(image).not.toHaveAttribute('data-loaded');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-loaded');
    expect(screen.getByRole('img', { name: 'queenfish' })).toBe(image);
  });

  it('waits while icons are paused: nothing asked, the placeholder shown, until they resume', async () => {
    const asked = answerIcon(95735);
    const { setPaused } = renderIcon(95735, true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(asked.count).toBe(0);
    expect(placeholder()).toHaveAttribute('data-initial', 'Q');
    setPaused(false);
    expect(await screen.findByAltText('queenfish')).toHaveAttribute(
      'src',
      'https://render.guildwars2.com/file/q.png',
    );
    expect(asked.count).toBe(1);
  });

  it('keeps an icon it shows when icons are paused later', async () => {
    answerIcon(95736);
    const { setPaused } = renderIcon(95736);
    const image = await screen.findByAltText('queenfish');
    setPaused(true);
    expect(screen.getByAltText('queenfish')).toBe(image);
  });

  it('falls back to the placeholder when the image fails', async () => {
    renderIcon(95733);
    fireEvent.error(await screen.findByAltText('queenfish'));
    expect(placeholder().tagName).toBe('SPAN');
    expect(screen.queryByAltText('queenfish')).not.toBeInTheDocument();
  });

  it.each([
    ['another host', 95741, 'https://render.example/q.png'],
    ['plain http', 95742, 'http://render.guildwars2.com/file/q.png'],
    ['a script address', 95743, 'javascript:alert(1)'],
    ['a data address', 95744, 'data:image/svg+xml,<svg/>'],
  ])(
    '(G5) keeps the placeholder for an icon address off the game render host: %s',
    async (_, id, icon) => {
      const asked = { count: 0 };
      server.use(
        http.get(`${GW2_API}/v2/items`, () => {
          asked.count++;
          return HttpResponse.json([itemFixture({ id, icon })]);
        }),
      );
      renderIcon(id);
      await waitFor(() => expect(asked.count).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(placeholder()).toHaveAttribute('data-initial', 'Q');
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it('keeps the placeholder when the API cannot be reached', async () => {
    server.use(http.get(`${GW2_API}/v2/items`, () => HttpResponse.error()));
    renderIcon(95734);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(placeholder()).toHaveAttribute('data-initial', 'Q');
    expect(screen.queryByAltText('queenfish')).not.toBeInTheDocument();
  });
});
