import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationAreaStore } from './area-store';
import { BellButton } from './bell-button';
import { NotificationArea } from './notification-area';
import NotificationLayer from './notification-layer';
import { pushNotification, useNotificationsStore } from './notifications-store';
import { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';
import { useTimeNotificationsStore } from './time-notifications-store';

const at = (iso: string) => new Date(`${iso}Z`).getTime();

function renderShell() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <BellButton />
            {/* The layer NotificationArea loads lazily, rendered directly for fake timers. */}
            <NotificationLayer />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const area = () => screen.getByRole('region', { name: 'Notifications' });
const card = (name: string | RegExp) => within(area()).getByRole('article', { name });
/** The paragraph whose whole text matches, though its parts are in separate elements. */
const paragraph = (container: HTMLElement, text: RegExp) =>
  within(container).queryByText(
    (_, element) => element?.tagName === 'P' && text.test(element.textContent ?? ''),
  );
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('notification area', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotificationSettingsStore.setState({ ...defaultNotificationSettings, enabled: true });
    useNotificationsStore.setState({ notifications: [], raised: {}, showHistory: false });
    useTimeNotificationsStore.setState({ notifications: [] });
    useNotificationAreaStore.setState({ open: true, asked: false });
  });
  afterEach(() => vi.useRealTimers());

  it('shows app messages only while enabled; dismiss, history and pin back', () => {
    vi.setSystemTime(at('2026-11-22T10:00:00'));
    useNotificationSettingsStore.setState({ enabled: false });
    expect(pushNotification({ text: 'Ignored' })).toBeUndefined();
    useNotificationSettingsStore.setState({ enabled: true });
    renderShell();
    act(() => {
      pushNotification({ text: 'First' });
      pushNotification({ text: 'Second' });
    });
    expect(bell()).toHaveAccessibleName('Notifications (2 active)');
    expect(
      within(area())
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Second', 'First']);

    fireEvent.click(within(card('First')).getByRole('button', { name: 'Dismiss' }));
    expect(within(area()).queryByRole('article', { name: 'First' })).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications (1 active)');

    fireEvent.click(within(area()).getByRole('switch', { name: 'Show history' }));
    fireEvent.click(within(card('First')).getByRole('button', { name: 'Pin back' }));
    fireEvent.click(within(area()).getByRole('switch', { name: 'Show history' }));
    expect(card('First')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications (2 active)');
  });

  it('deletes one card and clears all', () => {
    renderShell();
    act(() => {
      pushNotification({ text: 'First' });
      pushNotification({ text: 'Second' });
    });
    fireEvent.click(within(card('Second')).getByRole('button', { name: 'Delete' }));
    expect(within(area()).getAllByRole('article')).toHaveLength(1);
    fireEvent.click(within(area()).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(useNotificationsStore.getState().notifications).toEqual([]);
  });

  it('NotificationArea loads the layer only while notifications are enabled', async () => {
    vi.useRealTimers();
    useNotificationSettingsStore.setState({ enabled: false });
    // Inside the app's router, as in the layout: a clicked system notification navigates.
    const { rerender } = render(
      <MantineProvider env="test">
        <MemoryRouter>
          <NotificationArea />
        </MemoryRouter>
      </MantineProvider>,
    );
    act(() => useNotificationSettingsStore.setState({ enabled: true }));
    act(() => void pushNotification({ text: 'Loaded' }));
    rerender(
      <MantineProvider env="test">
        <MemoryRouter>
          <NotificationArea />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('article', { name: 'Loaded' })).toBeInTheDocument();
    act(() => useNotificationSettingsStore.setState({ enabled: false }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('the bell toggles the area', () => {
    renderShell();
    act(() => void pushNotification({ text: 'Hello' }));
    fireEvent.click(bell());
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell());
    expect(card('Hello')).toBeInTheDocument();
  });

  it('a card about one region is one link to it', () => {
    useTimeNotificationsStore.setState({
      notifications: [
        {
          id: 'dawn',
          timesOfDay: ['TWILIGHT'],
          inCantha: false,
          regions: ['Krytan'],
          autoDismiss: true,
        },
      ],
    });
    vi.setSystemTime(at('2026-11-22T00:25:10'));
    const router = renderShell();
    advance(1000);
    const text = 'Dawn in Tyria has begun — Kryta';
    fireEvent.click(within(card(text)).getByRole('link', { name: text }));
    expect(router.state.location.pathname).toBe('/region/Krytan');
  });

  it('hides with its own control, and a newer card shows it again', () => {
    vi.setSystemTime(at('2026-11-22T10:00:00'));
    useNotificationSettingsStore.setState({ autoDismiss: false });
    renderShell();
    act(() => void pushNotification({ text: 'First' }));
    fireEvent.click(within(area()).getByRole('button', { name: 'Hide notifications' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications (1 active)');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    advance(1000);
    act(() => void pushNotification({ text: 'Second' }));
    expect(card('Second')).toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    // Dismissing the newest card, leaving an older one, does not count as a new card.
    fireEvent.click(within(area()).getByRole('button', { name: 'Hide notifications' }));
    act(() => {
      const [newest] = useNotificationsStore.getState().notifications;
      useNotificationsStore.getState().dismiss(newest!.id);
    });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks the bell to stay on screen only while cards are active', () => {
    vi.setSystemTime(at('2026-11-22T10:00:00'));
    useNotificationSettingsStore.setState({ autoDismiss: true, autoDismissSeconds: 3 });
    renderShell();
    const pinned = () => bell().closest('[data-bell-pinned]');
    expect(pinned()).toBeNull();
    act(() => void pushNotification({ text: 'Key selected' }));
    expect(pinned()).not.toBeNull();
    advance(3000);
    expect(pinned()).toBeNull();
  });

  it('floats in the chosen corner; a phone stacks at the bottom, showing the newest card', () => {
    vi.setSystemTime(at('2026-11-22T10:00:00'));
    useNotificationSettingsStore.setState({ autoDismiss: false, displayMode: 'LEFT' });
    renderShell();
    act(() => void pushNotification({ text: 'One' }));
    expect(area()).toHaveAttribute('data-side', 'left');
    act(() => useNotificationSettingsStore.setState({ displayMode: 'UNDEFINED' }));
    expect(area()).toHaveAttribute('data-side', 'right');
    expect(card('One').parentElement).toHaveAttribute('data-slide-in', 'right');
    cleanup();

    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 40em'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderShell();
    advance(1000);
    act(() => void pushNotification({ text: 'Two' }));
    expect(
      within(area())
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Two']);
    expect(card('Two').parentElement).toHaveAttribute('data-slide-in', 'bottom');
    fireEvent.click(within(area()).getByRole('button', { name: 'Show 1 more' }));
    expect(within(area()).getAllByRole('article')).toHaveLength(2);
    matchMedia.mockRestore();
  });

  it('auto-dismisses app messages after the configured seconds', () => {
    vi.setSystemTime(at('2026-11-22T10:00:00'));
    useNotificationSettingsStore.setState({ autoDismiss: true, autoDismissSeconds: 3 });
    renderShell();
    act(() => void pushNotification({ text: 'Key selected' }));
    expect(within(card('Key selected')).getByText('Card closes in 3 s')).toBeInTheDocument();
    advance(2000);
    expect(card('Key selected')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications (0 active)');
  });

  it('auto-dismisses app messages by default, but an error stays until dismissed', () => {
    vi.setSystemTime(at('2026-11-22T10:00:00'));
    useNotificationSettingsStore.setState({ ...defaultNotificationSettings, enabled: true });
    renderShell();
    act(() => {
      pushNotification({ text: 'Key selected' });
      pushNotification({ text: 'Key refused', tone: 'error' });
    });
    expect(within(card('Key refused')).queryByText(/Card closes/)).not.toBeInTheDocument();
    advance(defaultNotificationSettings.autoDismissSeconds * 1000);
    expect(within(area()).queryByRole('article', { name: 'Key selected' })).not.toBeInTheDocument();
    advance(60 * 60_000);
    expect(card('Key refused')).toBeInTheDocument();
    fireEvent.click(within(card('Key refused')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the newest three cards and collapses the rest into a count', () => {
    vi.setSystemTime(at('2026-11-22T10:00:00'));
    useNotificationSettingsStore.setState({ autoDismiss: false });
    renderShell();
    act(() => {
      for (const text of ['One', 'Two', 'Three', 'Four', 'Five']) {
        pushNotification({ text });
        vi.advanceTimersByTime(1000);
      }
    });
    const names = () =>
      within(area())
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label'));
    expect(names()).toEqual(['Five', 'Four', 'Three']);
    const more = within(area()).getByRole('button', { name: 'Show 2 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(names()).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
    fireEvent.click(within(area()).getByRole('button', { name: 'Show fewer' }));
    expect(names()).toHaveLength(3);

    fireEvent.click(within(card('Five')).getByRole('button', { name: 'Dismiss' }));
    expect(names()).toEqual(['Four', 'Three', 'Two']);
    expect(within(area()).getByRole('button', { name: 'Show 1 more' })).toBeInTheDocument();
    fireEvent.click(within(card('Four')).getByRole('button', { name: 'Dismiss' }));
    expect(within(area()).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  });

  it('raises a time card at its start, counts down, shows the time bar and auto-dismisses', () => {
    useTimeNotificationsStore.setState({
      notifications: [
        {
          id: 'night',
          minutesAhead: 5,
          timesOfDay: ['NIGHT'],
          inCantha: false,
          regions: ['Krytan', 'Orrian'],
          autoDismiss: true,
        },
      ],
    });
    vi.setSystemTime(at('2026-11-22T01:39:58'));
    const router = renderShell();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    advance(1000);
    const text = 'Night in Tyria begins in 5 min — Kryta, Ruins of Orr';
    expect(card(text)).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications (1 active)');
    // The countdown is to the phase change; the card's own expiry is a line of its own.
    expect(paragraph(card(text), /^Night in 5 m 00 s \(at .+ your time\)$/)).toBeInTheDocument();
    expect(within(card(text)).getByText('Card closes in 40 m 00 s')).toBeInTheDocument();
    // Announced once through a live region that holds only the text, not the countdown.
    expect(screen.getByRole('status')).toHaveTextContent(text, { normalizeWhitespace: true });
    expect(card(text).closest('[aria-live]')).toBeNull();
    // 01:40 UTC is 20:00 on the Tyrian clock: 1200 of the day's 1440 minutes.
    expect(within(card(text)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
    expect(within(card(text)).getByText('In-game day · now 20:00')).toBeInTheDocument();

    advance(60_000);
    const later = 'Night in Tyria begins in 4 min — Kryta, Ruins of Orr';
    expect(paragraph(card(later), /^Night in 4 m 00 s/)).toBeInTheDocument();
    expect(within(card(later)).getByText('Card closes in 39 m 00 s')).toBeInTheDocument();
    // A card about two regions links to each of them, named in the card's text.
    const links = within(card(later)).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Kryta', 'Ruins of Orr']);
    fireEvent.click(within(card(later)).getByRole('link', { name: 'Ruins of Orr' }));
    expect(router.state.location.pathname).toBe('/region/Orrian');
    fireEvent.click(within(card(later)).getByRole('link', { name: 'Kryta' }));
    expect(router.state.location.pathname).toBe('/region/Krytan');

    // Nine minutes after night began, the card says so and counts to nothing that has passed.
    vi.setSystemTime(at('2026-11-22T01:54:00'));
    advance(1000);
    const began = 'Night in Tyria began 9 min ago — Kryta, Ruins of Orr';
    expect(card(began)).toBeInTheDocument();
    expect(paragraph(card(began), /^Night in \d/)).not.toBeInTheDocument();
    expect(within(card(began)).getByText('Card closes in 25 m 59 s')).toBeInTheDocument();
    // The announcement is not repeated as the text changes.
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(text, {
      normalizeWhitespace: true,
    });

    // Jump the wall clock as a throttled background tab would, then let one tick run.
    vi.setSystemTime(at('2026-11-22T02:19:58'));
    advance(1000);
    const last = /^Night in Tyria began 34 min ago/;
    expect(within(card(last)).getByText('Card closes in 1 s')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // No bar without a card under it (issue 60): the area closed; the bell opens it with its bar.
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell());
    fireEvent.click(within(area()).getByRole('switch', { name: 'Show history' }));
    expect(
      within(card(/^Night in Tyria began 35 min ago/)).getByText('Expired!'),
    ).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications (0 active)');
  });

  it('does not raise a deleted time card again while its window lasts', () => {
    useTimeNotificationsStore.setState({
      notifications: [
        {
          id: 'day',
          timesOfDay: ['DAY'],
          inCantha: true,
          regions: ['SeitungProvince'],
          autoDismiss: false,
        },
      ],
    });
    vi.setSystemTime(at('2026-11-22T00:50:00'));
    renderShell();
    const text = /^Day in Cantha began 10 min ago — Seitung Province/;
    fireEvent.click(within(card(text)).getByRole('button', { name: 'Delete' }));
    advance(5000);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
