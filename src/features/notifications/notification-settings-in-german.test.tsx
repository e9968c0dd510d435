import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { NotificationSettingsPanel } from './notification-settings-panel';
import { useTimeNotificationsStore } from './time-notifications-store';

describe('Settings → Notifications in German', () => {
  it('names the settings and the time notification editor in German', async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotificationSettingsPanel /> }]);
    await renderInLanguage('de', <RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Benachrichtigungen aktivieren' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Links' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zeitbenachrichtigungen' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Zeitbenachrichtigung hinzufügen' }),
    ).toBeInTheDocument();
  });

  afterEach(() => useTimeNotificationsStore.setState({ notifications: [] }));

  it('describes a saved time notification and its controls in German', async () => {
    useTimeNotificationsStore.setState({
      notifications: [
        {
          id: 'a',
          minutesAhead: 5,
          timesOfDay: ['NIGHT'],
          inCantha: false,
          regions: ['Krytan'],
          autoDismiss: false,
        },
      ],
    });
    const router = createMemoryRouter([{ path: '*', element: <NotificationSettingsPanel /> }]);
    await renderInLanguage('de', <RouterProvider router={router} />);
    // "Tyria" is the game's name; the time of day our catalog's word.
    const item = screen.getByRole('listitem', { name: 'Nachts in Tyria, 5 Min. vorher' });
    expect(item).toHaveTextContent('Karten bleiben, bis du sie schließt');
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Regionen' })).toBeInTheDocument();
  });
});
