import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishCard, type FishCardProps } from './fish-card';

const redHerring: FishCardProps['details'] = {
  name: 'Red Herring',
  rarity: 'Rare',
  hint: 'Found in bodies of water all across the world.',
  timeOfDay: 'ANY',
  higherChanceTime: null,
  bait: 'ANY',
  fishingHole: ['ANY'],
  higherChanceHoles: [],
  fishingPower: 50,
  salvage: 'OTHER',
  achievements: [
    { name: 'World Class Fisher', link: 'https://wiki.guildwars2.com/wiki/World_Class_Fisher' },
  ],
};

// In the page's language (the card's words need it), English here.
const renderCard = (props: Partial<FishCardProps> = {}) =>
  renderInLanguage(
    'en',
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FishCard itemId={96116} details={redHerring} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
// jsdom lays nothing out, so the tooltip counts its target as scrolled away (display: none).
const tooltip = () => screen.findByRole('tooltip', { hidden: true });
const SAME_AS_THE_GRID =
  'Red Herring · Bites at any time of day. · Contents do not include fish meat';

// Mantine's tooltip and user-event on a busy 2-core machine.
describe('FishCard', { timeout: 20_000 }, () => {
  it("explains an unusual salvage with the grid's tooltip on hover, focus and tap", async () => {
    const user = userEvent.setup();
    await renderCard();
    const mark = screen.getByRole('button', { name: 'Salvage: Contents do not include fish meat' });
    await user.hover(mark);
    expect(await tooltip()).toHaveTextContent(SAME_AS_THE_GRID);
    await user.unhover(mark);
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());

    await user.tab();
    expect(mark).toHaveFocus();
    expect(await tooltip()).toHaveTextContent(SAME_AS_THE_GRID);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());

    // A tap (no hover on a phone) toggles it.
    fireEvent.click(mark);
    expect(await tooltip()).toHaveTextContent('Contents do not include fish meat');
  });

  it.each([
    ['KARMA', 'Salvage: Grants Karma'],
    ['CRABMEAT', 'Salvage: Contains crustacean meat'],
  ] as const)('marks %s salvage too', async (salvage, name) => {
    await renderCard({ details: { ...redHerring, salvage } });
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it.each([
    ['a card', {}],
    ['a link card (search results)', { to: '/achievement/WorldClassFisher' }],
  ])(
    'writes the salvage line of a World Class Fisher fish in %s, as the region details do (issue 60)',
    async (_, props) => {
      await renderCard(props);
      expect(screen.getByText('Salvage: Contents do not include fish meat')).toBeInTheDocument();
    },
  );

  it("opens the region grid's details of a collection's fish (World Class Fisher's, issue 60)", async () => {
    const user = userEvent.setup();
    await renderCard();
    const button = () => screen.getByRole('button', { name: 'Details of Red Herring' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await user.click(button());
    const details = await screen.findByRole('dialog', { name: 'Details of Red Herring' });
    expect(details).toHaveTextContent('Fishing power: 50');
    expect(details).toHaveTextContent('Salvage: Contents do not include fish meat');
    expect(within(details).getByRole('link', { name: /World Class Fisher/ })).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button()).toHaveFocus();
  });

  it('writes no salvage line for an ordinary fish', async () => {
    await renderCard({ details: { ...redHerring, salvage: 'DEFAULT' } });
    expect(screen.queryByText(/^Salvage/)).toBeNull();
  });

  it('has no mark for an ordinary fish, nor inside a link card', async () => {
    const { unmount } = await renderCard({ details: { ...redHerring, salvage: 'DEFAULT' } });
    expect(screen.queryByRole('button', { name: /^Salvage/ })).toBeNull();
    unmount();
    await renderCard({ to: '/region/Krytan' });
    expect(within(screen.getByRole('link')).queryByRole('button')).toBeNull();
  });
});
