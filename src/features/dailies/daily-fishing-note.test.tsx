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
  it('says the dailies follow the rotation when the API lists none, and notes Orr', async () => {
    renderNote();
    expect(await screen.findByText(/follows the known 8-day rotation/)).toHaveTextContent(
      /Orrian fisher achievement is not in the game API/,
    );
  });

  it('says the dailies come from the API when it lists one', async () => {
    server.use(
      http.get(`${GW2_API}/v2/achievements/categories/321`, () =>
        HttpResponse.json(dailyCategoryFixture([94001])),
      ),
      http.get(`${GW2_API}/v2/achievements`, () =>
        HttpResponse.json([achievementFixture({ id: 94001, name: 'Daily Ascalon Fisher' })]),
      ),
    );
    renderNote();
    expect(await screen.findByText(/come from the game API/)).toHaveTextContent(/Orrian/);
  });
});
