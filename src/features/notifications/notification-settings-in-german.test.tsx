import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { NotificationSettingsPanel } from './notification-settings-panel';

describe('Settings → Notifications in German', () => {
  it('names the settings and the time notification editor in German', async () => {
    const de = await loadI18n('de');
    const router = createMemoryRouter([{ path: '*', element: <NotificationSettingsPanel /> }]);
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={de}>
          <RouterProvider router={router} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Benachrichtigungen aktivieren' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Links' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zeitbenachrichtigungen' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Zeitbenachrichtigung hinzufügen' }),
    ).toBeInTheDocument();
  });
});
