import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GW2_API } from '@/testing/gw2-handlers';
import { itemFixture } from '@/testing/gw2-fixtures';
import { server } from '@/testing/msw-server';
import { ItemIcon } from './item-icon';
import { RARITY_COLORS } from './rarity-colors';

function renderIcon(itemId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ItemIcon itemId={itemId} name="queenfish" rarity="Ascended" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const placeholder = () => screen.getByRole('img', { name: 'queenfish' });

describe('ItemIcon', () => {
  it('shows a rarity-coloured placeholder with the initial while the icon loads', () => {
    renderIcon(95731);
    expect(placeholder()).toHaveAttribute('data-initial', 'Q');
    expect(placeholder().parentElement).toHaveAttribute('data-rarity', 'Ascended');
    expect(placeholder().parentElement?.style.getPropertyValue('--item-rarity-color')).toBe(
      RARITY_COLORS.Ascended,
    );
  });

  it('shows the icon from the API, with the item name as alt text', async () => {
    server.use(
      http.get(`${GW2_API}/v2/items`, () =>
        HttpResponse.json([itemFixture({ id: 95732, icon: 'https://render.example/q.png' })]),
      ),
    );
    renderIcon(95732);
    const image = await screen.findByAltText('queenfish');
    expect(image).toHaveAttribute('src', 'https://render.example/q.png');
    expect(image).not.toHaveAttribute('data-loaded');
    fireEvent.load(image);
    expect(image).toHaveAttribute('data-loaded');
    expect(screen.getByRole('img', { name: 'queenfish' })).toBe(image);
  });

  it('falls back to the placeholder when the image fails', async () => {
    renderIcon(95733);
    fireEvent.error(await screen.findByAltText('queenfish'));
    expect(placeholder().tagName).toBe('SPAN');
    expect(screen.queryByAltText('queenfish')).not.toBeInTheDocument();
  });

  it('keeps the placeholder when the API cannot be reached', async () => {
    server.use(http.get(`${GW2_API}/v2/items`, () => HttpResponse.error()));
    renderIcon(95734);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(placeholder()).toHaveAttribute('data-initial', 'Q');
    expect(screen.queryByAltText('queenfish')).not.toBeInTheDocument();
  });
});
