import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { PinBar } from './pin-bar';
import { usePinsStore } from './pins-store';

describe('the pin bar in German', () => {
  beforeEach(() => {
    usePinsStore.setState({
      pins: [{ name: 'Kryta', endpoint: '/region/Krytan', isPinned: true }],
    });
  });

  it('names the bar and its buttons in German, the page by its own name', async () => {
    const de = await loadI18n('de');
    const router = createMemoryRouter([{ path: '*', element: <PinBar /> }]);
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={de}>
          <RouterProvider router={router} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Angeheftete Seiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kryta lösen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
