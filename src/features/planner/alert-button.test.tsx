import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlannerAlertsStore } from '@/features/notifications/planner-alerts-store';
import { AlertButton } from './alert-button';
import type { PlannerAlertTarget } from './alert-form';

const nightInKryta: PlannerAlertTarget = {
  label: 'Kryta — Night',
  fish: ['Moony', 'Eel'],
  regionKey: 'Krytan',
  clock: 'TYRIA',
  fishTime: { timeOfDay: 'NIGHT', higherChanceTime: null },
};

function renderButton(target = nightInKryta) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <AlertButton target={target} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const click = (element: HTMLElement) => fireEvent.click(element);

describe('AlertButton', () => {
  beforeEach(() => usePlannerAlertsStore.setState({ alerts: [] }));

  it('mounts no popover before first use', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Alert me: Kryta — Night' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets an alert, shows it as set, and removes it', async () => {
    renderButton();
    click(screen.getByRole('button', { name: 'Alert me: Kryta — Night' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Minutes before the window opens'), {
      target: { value: '7' },
    });
    click(within(dialog).getByLabelText('Once'));
    click(within(dialog).getByRole('button', { name: 'Set alert' }));

    const set = await screen.findByRole('button', {
      name: 'Alert set · 7 min: Kryta — Night, once',
    });
    expect(set).toHaveTextContent('Alert set · 7 min');
    expect(usePlannerAlertsStore.getState().alerts).toEqual([
      expect.objectContaining({
        regionKey: 'Krytan',
        clock: 'TYRIA',
        fishTime: { timeOfDay: 'NIGHT', higherChanceTime: null },
        fish: ['Moony', 'Eel'],
        minutesAhead: 7,
        repeat: 'once',
      }),
    ]);

    // The popover opens on the alert as it is set, to change or remove it.
    click(set);
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Minutes before the window opens')).toHaveValue('7');
    expect(within(again).getByLabelText('Once')).toBeChecked();
    click(within(again).getByRole('button', { name: 'Remove alert' }));
    expect(await screen.findByRole('button', { name: 'Alert me: Kryta — Night' })).toBeVisible();
    expect(usePlannerAlertsStore.getState().alerts).toEqual([]);
  });

  it('shows an alert set for fish with the same windows (another row of the same kind)', () => {
    usePlannerAlertsStore
      .getState()
      .set({ ...nightInKryta, fish: ['Moony'], minutesAhead: 3, repeat: 'every' });
    renderButton({ ...nightInKryta, fishTime: { timeOfDay: 'NIGHT', higherChanceTime: 'NIGHT' } });
    expect(
      screen.getByRole('button', { name: 'Alert set · 3 min: Kryta — Night, every time' }),
    ).toBeInTheDocument();
  });

  it('does not show the alert of another region as set', () => {
    usePlannerAlertsStore
      .getState()
      .set({ ...nightInKryta, regionKey: 'Ascalon', minutesAhead: 3, repeat: 'every' });
    renderButton();
    expect(screen.getByRole('button', { name: 'Alert me: Kryta — Night' })).toBeInTheDocument();
  });

  it('at the cap, says so in the popover and sets nothing (G2)', async () => {
    const { set } = usePlannerAlertsStore.getState();
    for (let i = 0; i < 200; i++) {
      set({ ...nightInKryta, regionKey: `Region ${i}`, minutesAhead: 3, repeat: 'every' });
    }
    const full = usePlannerAlertsStore.getState().alerts;
    renderButton();
    click(screen.getByRole('button', { name: 'Alert me: Kryta — Night' }));
    const dialog = await screen.findByRole('dialog');
    click(within(dialog).getByRole('button', { name: 'Set alert' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You have 200 planner alerts, the most the app keeps, so this alert was not set.',
    );
    expect(usePlannerAlertsStore.getState().alerts).toEqual(full);
  });
});
