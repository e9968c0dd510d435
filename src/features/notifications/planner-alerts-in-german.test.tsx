import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { PageLanguageProvider } from '@/lib/i18n/page-language';
import { PlannerAlertList } from './planner-alert-list';
import { usePlannerAlertsStore } from './planner-alerts-store';

describe('the planner alerts in German', () => {
  beforeEach(() => {
    usePlannerAlertsStore.setState({ alerts: [] });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('describes an alert in German, the fish and region as they come', async () => {
    const de = await loadI18n('de');
    usePlannerAlertsStore.getState().set({
      regionKey: 'Krytan',
      clock: 'TYRIA',
      fishTime: { timeOfDay: 'NIGHT', higherChanceTime: null },
      fish: ['Eel', 'Carp', 'Moony'],
      minutesAhead: 5,
      repeat: 'every',
    });
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <PageLanguageProvider language={{ locale: 'de', i18n: de }}>
            <PlannerAlertList />
          </PageLanguageProvider>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Planer-Alarme' })).toBeInTheDocument();
    const item = screen.getByRole('listitem', {
      name: /^3 Fische — .+, 5 Min\. vorher, jedes Mal$/,
    });
    expect(item).toHaveTextContent(/Nächster Alarm um .+, bevor sie ab/);
    expect(screen.getByRole('button', { name: /^3 Fische .* entfernen$/ })).toBeInTheDocument();
  });
});
