import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlannerAlertList } from './planner-alert-list';
import { usePlannerAlertsStore } from './planner-alerts-store';

const nightInKryta = {
  regionKey: 'Krytan',
  clock: 'TYRIA' as const,
  fishTime: { timeOfDay: 'NIGHT' as const, higherChanceTime: null },
  fish: ['Moony'],
  minutesAhead: 5,
  repeat: 'once' as const,
};

function renderList() {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <PlannerAlertList />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('PlannerAlertList', () => {
  beforeEach(() => {
    usePlannerAlertsStore.setState({ alerts: [] });
    // A fixed instant, well before Kryta's next dusk: at the real time, a "once" alert set within
    // its 5 minutes before dusk has no next card (its only card is due), and the test failed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says when there are none', () => {
    renderList();
    expect(screen.getByText('No planner alerts yet.')).toBeInTheDocument();
  });

  it('lists each alert with its next card, and removes one', () => {
    const { set } = usePlannerAlertsStore.getState();
    set(nightInKryta);
    set({ ...nightInKryta, regionKey: 'Ascalon', fish: ['Eel', 'Carp'], repeat: 'every' });
    renderList();
    const list = screen.getByRole('list', { name: 'Planner alerts' });
    const kryta = within(list).getByRole('listitem', { name: 'Moony — Kryta, 5 min ahead, once' });
    expect(kryta).toHaveTextContent(/Next alert at .+, before they bite from dusk/);
    expect(
      within(list).getByRole('listitem', {
        name: 'Eel and Carp — Ascalon, 5 min ahead, every time',
      }),
    ).toBeInTheDocument();

    fireEvent.click(
      within(kryta).getByRole('button', { name: 'Remove Moony — Kryta, 5 min ahead, once' }),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(usePlannerAlertsStore.getState().alerts.map((alert) => alert.regionKey)).toEqual([
      'Ascalon',
    ]);
  });
});
