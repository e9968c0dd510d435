import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import krytanExtensionsJson from '../../../public/assets/Regions/Krytan/Krytan.ItemExtensions.json';
import { useFishingPowerStore } from '@/features/fishing-power/fishing-power-store';
import { itemExtensionsSchema } from '@/lib/catalog/asset-schemas';
import { renderApp } from '@/testing/render-app';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishDetails } from './fish-details';

const extensions = itemExtensionsSchema.parse(krytanExtensionsJson);
/** A Kryta fish that needs `power`. */
const krytaFish = (power: number) => {
  const found = Object.entries(extensions).find(([, fish]) => fish.fishingPower === power);
  if (!found) throw new Error(`no Kryta fish needs ${power}`);
  return { itemId: Number(found[0]), fish: found[1] };
};

describe('fishing power notes on the region page', { timeout: 30_000 }, () => {
  afterEach(() => useFishingPowerStore.setState({ power: undefined }));

  it('notes the region’s highest hole in the banner when above the player’s power', async () => {
    useFishingPowerStore.setState({ power: 400 });
    renderApp('/region/Krytan?auto=off');
    const note = await screen.findByText('needs 450, you have 400', {}, { timeout: 15_000 });
    // Beside the region's own fishing power.
    expect(note.closest('div')).toHaveTextContent('Fishing power 450');
  });

  it('notes the region cards above the player’s power, and only those', async () => {
    useFishingPowerStore.setState({ power: 650 });
    renderApp('/launch/regions');
    // Found again on each try: on a day Orr is a daily region its card moves into the daily box
    // once the page is live (a new element; the first one found is gone).
    await waitFor(
      () =>
        expect(screen.getByTestId('region-card-Orrian')).toHaveTextContent(
          'needs 700, you have 650',
        ),
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('region-card-Castora')).toHaveTextContent('Fishing power: 650');
    expect(screen.getByTestId('region-card-Castora')).not.toHaveTextContent(/needs \d+/);
  });

  it.each([
    { power: undefined, needs: 450, note: null },
    { power: 400, needs: 450, note: 'needs 450, you have 400' },
    { power: 450, needs: 450, note: null },
  ])('fish details: power $power, fish needs $needs → $note', async ({ power, needs, note }) => {
    useFishingPowerStore.setState({ power });
    const { itemId, fish } = krytaFish(needs);
    await renderInLanguage(
      'en',
      <QueryClientProvider client={new QueryClient()}>
        <FishDetails itemId={itemId} fish={fish} />
      </QueryClientProvider>,
    );
    const line = screen.getByText('Fishing power:').parentElement;
    expect(line).toHaveTextContent(`Fishing power: ${needs}`);
    if (note) expect(line).toHaveTextContent(`${note} (cheapest:`);
    else expect(line).not.toHaveTextContent(/needs \d+/);
  });
});
