import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { achievementFixture, dailyCategoryFixture } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { DailyFishingNote } from './daily-fishing-note';

function renderNote() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DailyFishingNote />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('DailyFishingNote', () => {
  it('says the dailies follow the rotation when the API lists none', async () => {
    renderNote();
    expect(await screen.findByText(/follows the known 8-day rotation/)).toBeInTheDocument();
  });

  // Each row has its own ids: the achievement loader caches what it loaded by id.
  it.each([
    [['Daily Ascalon Fisher'], false, 94100],
    [['Daily Orr Fisher'], true, 94200],
    [['Daily Kryta Fisher', 'Daily Orr Fisher'], true, 94300],
  ])("with today's dailies %j, the Orrian caveat shows: %s", async (names, shown, firstId) => {
    const ids = names.map((_, i) => firstId + i);
    server.use(
      http.get(`${GW2_API}/v2/achievements/categories/321`, () =>
        HttpResponse.json(dailyCategoryFixture(ids)),
      ),
      http.get(`${GW2_API}/v2/achievements`, () =>
        HttpResponse.json(ids.map((id, i) => achievementFixture({ id, name: names[i] }))),
      ),
    );
    renderNote();
    const note = await screen.findByText(/come from the game API/);
    if (shown) expect(note).toHaveTextContent(/Orrian fisher achievement is not in the game API/);
    else expect(note).not.toHaveTextContent(/Orrian/);
  });
});
