import { screen, waitFor, within } from '@testing-library/react';
import { useFishingPowerStore } from '@/features/fishing-power/fishing-power-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { resetKeys } from '@/testing/key-helpers';
import { renderApp } from '@/testing/render-app';

/** The whole app renders with lazy routes and every collection's assets: slow on a busy machine. */
const slow = { timeout: 15_000 };
const toBring = () => screen.findByRole('heading', { name: /^What to bring/ }, slow);
// Kryta's 21 fish need 300 (6), 350 (5), 400 (5) and 450 (5).
const KRYTA_PLAN = '/launch/planner?scope=Krytan';

describe('the planner and the player’s fishing power', { timeout: 40_000 }, () => {
  beforeEach(() => {
    resetKeys();
    useMarksStore.setState({ ...emptyMarks });
    useFishingPowerStore.setState({ power: undefined });
  });
  afterAll(() => useFishingPowerStore.setState({ power: undefined }));

  it('plans every fish and shows no switch while no power is set', async () => {
    renderApp(KRYTA_PLAN);
    expect(await toBring()).toHaveTextContent('What to bring (21 fish to catch)');
    expect(screen.queryByRole('switch', { name: /Include fish above/ })).not.toBeInTheDocument();
  });

  it('skips the fish above the power, says how many, and the switch brings them back marked', async () => {
    useFishingPowerStore.setState({ power: 350 });
    const { user } = renderApp(KRYTA_PLAN);
    expect(await toBring()).toHaveTextContent('What to bring (11 fish to catch)');
    const include = screen.getByRole('switch', {
      name: /^Include fish above my fishing power \(350\)/,
    });
    expect(include).not.toBeChecked();
    expect(screen.getByText('10 fish above it left out')).toBeInTheDocument();
    expect(screen.queryByText('needs 400, you have 350')).not.toBeInTheDocument();

    await user.click(include);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^What to bring/ })).toHaveTextContent(
        'What to bring (21 fish to catch)',
      ),
    );
    expect(include).toBeChecked();
    // The shopping list names every fish, those above the power with their note.
    const bring = screen.getByRole('region', { name: /^What to bring/ });
    expect(within(bring).getAllByText('needs 400, you have 350').length).toBeGreaterThan(0);
    expect(within(bring).getAllByText('needs 450, you have 350').length).toBeGreaterThan(0);
  });

  it('opens with the fish included from the address', async () => {
    useFishingPowerStore.setState({ power: 350 });
    renderApp(`${KRYTA_PLAN}&power=all`);
    expect(await toBring()).toHaveTextContent('What to bring (21 fish to catch)');
    expect(screen.getByRole('switch', { name: /Include fish above/ })).toBeChecked();
  });
});
