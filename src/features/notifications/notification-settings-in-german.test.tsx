import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { NotificationSettingsPanel } from './notification-settings-panel';

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
});
