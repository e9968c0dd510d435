import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultNotificationSettings,
  useNotificationSettingsStore,
} from '@/features/notifications/settings-store';
import { usePinsStore } from '@/features/pins/pins-store';
import { renderApp } from '@/testing/render-app';

// The whole app renders (lazy routes, two region pages): give a busy machine time, like the
// other whole-app tests.
describe('app shell', { timeout: 20_000 }, () => {
  beforeEach(() => {
    usePinsStore.setState({ pins: [] });
    useNotificationSettingsStore.setState(defaultNotificationSettings);
  });

  it('shows the bell only after notifications are enabled', async () => {
    const { user } = renderApp('/settings/notifications');
    const toggle = await screen.findByRole('switch', { name: 'Enable notifications' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('offers the current region as a pin and lists pins newest first', async () => {
    const { user, router } = renderApp('/region/Krytan');
    const pins = await screen.findByRole('navigation', { name: 'Pinned pages' });
    await user.click(within(pins).getByRole('button', { name: 'Pin Kryta' }));
    await act(() => router.navigate('/region/Orrian'));
    await user.click(await within(pins).findByRole('button', { name: 'Pin Ruins of Orr' }));
    expect(
      within(pins)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ruins of Orr', 'Kryta']);
    // Two whole region pages render (lazy routes, catalog files): give a busy machine time.
  }, 15_000);

  it('marks the active section in the main navigation', async () => {
    renderApp('/launch/search');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Launch' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
