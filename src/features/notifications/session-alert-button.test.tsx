import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeDerived } from '@/features/clock/now-store';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { DEFAULT_FORM, type SessionState } from '@/lib/session/session-state';
import { endSession, isSessionRunning, startSession } from '@/lib/session/session-time';
import { sessionStopFixture } from '@/testing/session-fixtures';
import { useNotificationsStore } from './notifications-store';
import { SessionAlertButton } from './session-alert-button';
import { useSessionAlertsStore } from './session-alerts-store';
import { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';
import { syncSessionAlerts } from './sync-session-alerts';

const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
// The session starts now (12:00): its first stop has begun, two are ahead.
const stops = [
  sessionStopFixture(at('12:00:00'), at('12:11:00'), 'Krytan', ['Moony']),
  sessionStopFixture(at('12:11:00'), at('12:22:00'), 'Seitung', ['Sea Bass', 'Grouper']),
  sessionStopFixture(at('12:25:00'), at('12:40:00'), 'Ascalon', ['Carp']),
];
const kinds = () => useNotificationsStore.getState().notifications.map((card) => card.kind);
const messages = () => useNotificationsStore.getState().notifications.map((card) => card.text);

type Props = Omit<Parameters<typeof SessionAlertButton>[0], 'running'> & { session?: SessionState };

/** The button as the session page holds it: running is the session's one rule. */
function OnSessionPage({ session: initial, onStart, onEnd, ...props }: Props) {
  const [session, setSession] = useState<SessionState>(initial ?? { form: DEFAULT_FORM });
  const running = useTimeDerived((now) => isSessionRunning(session, now));
  return (
    <SessionAlertButton
      {...props}
      running={running}
      onStart={() => {
        setSession((state) => startSession(state, Date.now()));
        onStart?.();
      }}
      onEnd={() => {
        setSession(endSession);
        onEnd?.();
      }}
    />
  );
}

function renderButton(props: Partial<Props> = {}) {
  const ui = (more: Partial<Props>) => (
    <MantineProvider env="test">
      <MemoryRouter>
        <OnSessionPage stops={stops} {...more} />
      </MemoryRouter>
    </MantineProvider>
  );
  const { rerender } = render(ui(props));
  return { withStops: (next: Props['stops']) => rerender(ui({ ...props, stops: next })) };
}
const alertsSet = () =>
  useSessionAlertsStore.getState().alerts.map((alert) => [alert.where, alert.start]);

describe('SessionAlertButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(at('12:00:00'));
    useSessionAlertsStore.getState().end();
    useNotificationsStore.setState({ notifications: [], raised: {} });
    useNotificationSettingsStore.setState({ ...defaultNotificationSettings, enabled: true });
  });
  afterEach(() => vi.useRealTimers());

  it('sets an alert a minute before each stop ahead, then ends the session', () => {
    const onStart = vi.fn();
    const onEnd = vi.fn();
    renderButton({ onStart, onEnd });
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));

    const { session, alerts } = useSessionAlertsStore.getState();
    expect(session).toEqual({ id: expect.any(String), end: at('12:40:00') });
    expect(alerts.map((alert) => [alert.where, alert.start, alert.minutesAhead])).toEqual([
      ['Seitung (shown)', at('12:11:00'), 1],
      ['Ascalon (shown)', at('12:25:00'), 1],
    ]);
    expect(onStart).toHaveBeenCalledOnce();
    expect(messages()).toEqual([
      expect.stringMatching(/^Session started: 2 alerts, the first at /),
    ]);
    expect(screen.getByText(/^Next alert at /)).toBeInTheDocument();

    // A stop's card is up when the session ends: it goes with the alerts.
    act(() => syncSessionAlerts(at('12:10:00'), sourceI18n));
    expect(kinds()).toEqual(['session', 'app']);
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    expect(useSessionAlertsStore.getState()).toMatchObject({ session: null, alerts: [] });
    expect(kinds()).toEqual(['app', 'app']);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Start session' })).toBeInTheDocument();
  });

  it('follows the route while the session runs, and keeps the alerts while none is planned', () => {
    const { withStops } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));
    // "Plan the rest from now" at 12:05: Seitung's stop stays, Ascalon's moves to Kaineng.
    vi.setSystemTime(at('12:05:00'));
    const rest = [
      sessionStopFixture(at('12:05:00'), at('12:11:00'), 'Krytan', ['Moony']),
      stops[1]!,
      sessionStopFixture(at('12:22:00'), at('12:45:00'), 'Kaineng', ['Carp']),
    ];
    withStops(rest);
    expect(alertsSet()).toEqual([
      ['Seitung (shown)', at('12:11:00')],
      ['Kaineng (shown)', at('12:22:00')],
    ]);
    expect(useSessionAlertsStore.getState().session?.end).toBe(at('12:45:00'));
    // The catalog loading again (a reload): no route yet, the alerts stay.
    withStops([]);
    expect(alertsSet()).toHaveLength(2);
  });

  it('turns notifications on when they are off, and says so before', () => {
    useNotificationSettingsStore.setState({ enabled: false });
    renderButton();
    expect(screen.getByText(/Notifications are off: starting turns them on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings → Notifications' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));
    expect(useNotificationSettingsStore.getState().enabled).toBe(true);
    expect(messages()).toHaveLength(1);
    expect(screen.queryByText(/Notifications are off/)).not.toBeInTheDocument();
  });

  it('shows "Start session" again once the session\'s end is reached, not its last stop\'s', () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));
    const clockAt = (time: string) =>
      act(() => {
        vi.setSystemTime(at(time));
        vi.advanceTimersByTime(1000);
      });
    // The last stop ends at 12:40; the hour started at 12:00 runs until 13:00.
    clockAt('12:45:00');
    expect(screen.getByRole('button', { name: 'End session' })).toBeInTheDocument();
    clockAt('12:59:58');
    expect(screen.getByRole('button', { name: 'End session' })).toBeInTheDocument();
    clockAt('12:59:59');
    expect(screen.getByRole('button', { name: 'Start session' })).toBeInTheDocument();
  });

  it('offers to set the alerts of a running session this tab holds none of', () => {
    renderButton({
      session: { form: { ...DEFAULT_FORM, start: at('12:00:00') }, startedAt: at('11:59:00') },
    });
    expect(screen.getByRole('button', { name: 'End session' })).toBeInTheDocument();
    expect(screen.getByText('Its alerts are not set in this tab.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set its alerts' }));
    expect(alertsSet()).toHaveLength(2);
    expect(messages()).toEqual([expect.stringMatching(/^Alerts set: 2 alerts, the first at /)]);
    expect(screen.getByText(/^Next alert at /)).toBeInTheDocument();
  });

  it('says when no stop is ahead', () => {
    renderButton({ stops: stops.slice(0, 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));
    expect(messages()).toEqual(['Session started: no stop ahead, so no alerts.']);
    expect(screen.getByText('No alerts left in this session.')).toBeInTheDocument();
  });

  it('cannot start a session without stops', () => {
    renderButton({ stops: [] });
    expect(screen.getByRole('button', { name: 'Start session' })).toBeDisabled();
  });
});
