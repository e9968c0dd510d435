import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import NotificationLayer from './notification-layer';
import { SAMPLE_MESSAGE } from './notification-settings-panel';
import { pushNotification, useNotificationsStore } from './notifications-store';
import { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';

describe('notification cards in German', () => {
  beforeEach(() =>
    useNotificationSettingsStore.setState({ ...defaultNotificationSettings, enabled: true }),
  );
  afterEach(() => useNotificationsStore.setState({ notifications: [], raised: {} }));

  it('words a card pushed as a message id in the page language, and announces it', async () => {
    const router = createMemoryRouter([{ path: '*', element: <NotificationLayer /> }]);
    await renderInLanguage('de', <RouterProvider router={router} />);
    act(() => void pushNotification({ message: SAMPLE_MESSAGE }));
    const german = 'Hallo! Ich bin eine Beispielbenachrichtigung!';
    expect(await screen.findByRole('article', { name: german })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(german);
    expect(screen.queryByText(/sample notification/)).not.toBeInTheDocument();
    // The area's own controls.
    const area = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(area).toHaveTextContent('Alle löschen');
    expect(screen.getByRole('switch', { name: 'Verlauf zeigen' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Benachrichtigungen ausblenden' })).toBeEnabled();
  });
});
