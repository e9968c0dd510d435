import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Help from '@/features/help/help-menu-page';
import type * as Notifications from '@/features/notifications/notification-area';
import { renderApp } from '@/testing/render-app';

// The help menu page throws, and so does the notification area (a lazily loaded shell extra).
vi.mock('@/features/help/help-menu-page', async (importOriginal) => ({
  ...(await importOriginal<typeof Help>()),
  HelpMenuPage: () => {
    throw new Error('The help menu broke');
  },
}));
vi.mock('@/features/notifications/notification-area', async (importOriginal) => ({
  ...(await importOriginal<typeof Notifications>()),
  NotificationArea: () => {
    throw new Error('The notification area broke');
  },
}));

describe('errors stay local', () => {
  it("shows a page's error in the page's place and keeps the nav usable", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = renderApp('/help');
    const alert = await screen.findByRole('alert');
    // A sentence for the player (G8); what failed goes to the console.
    expect(alert).toHaveTextContent(
      'This page could not be shown because of an error in the app. The rest of the app works as before',
    );
    expect(alert).not.toHaveTextContent('The help menu broke');
    // Logged in an effect, which a busy machine may run a moment after the alert is shown.
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'The page failed:',
        expect.objectContaining({ message: 'The help menu broke' }),
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Launch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/launch/regions');
    expect(screen.queryByText(/The help menu broke/)).not.toBeInTheDocument();
  }, 15_000);

  it('renders the page without a shell extra that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /welcome/i })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
